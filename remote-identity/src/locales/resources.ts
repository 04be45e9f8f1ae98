// The remote's texts by namespace: registered when the remote loads, and the source of the
// navigation texts its build hands to the host (../navigation.ts).
import { resourcesByNamespace } from '@crm/shared/contracts';
import { en } from './en';
import { fa } from './fa';

export const resources = resourcesByNamespace(fa, en);
