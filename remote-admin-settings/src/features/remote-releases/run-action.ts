/** Asks to confirm `message` (with `params`), then runs `action` and reloads the tab's data. */
export type RunAction = (
  message: string,
  params: unknown[],
  action: () => Promise<unknown>,
) => void;
