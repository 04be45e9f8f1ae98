// ABP's delete flow: a warning confirmation naming the item, then the call, then a toast.
import { confirmation, isolate, toast } from '@crm/shared';

export interface DeletionOptions {
  /** `Resource::Key` of the question, with `{0}` for the item's name. */
  message: string;
  name: string;
  remove: () => Promise<unknown>;
  /** Called after the item is gone (e.g. to reload the list). */
  onDeleted: () => void;
}

/** Returns whether the item was deleted; a failed call is shown by the HTTP error handler. */
export async function confirmDelete(options: DeletionOptions): Promise<boolean> {
  const answer = await confirmation.warn(options.message, 'AbpUi::AreYouSure', {
    messageLocalizationParams: [isolate(options.name)],
  });
  if (answer !== 'confirm') return false;
  try {
    await options.remove();
  } catch {
    return false;
  }
  toast.success('AbpUi::DeletedSuccessfully');
  options.onDeleted();
  return true;
}
