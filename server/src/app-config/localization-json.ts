// The texts of the application configuration (`localization.values` and `.resources`),
// serialized once per culture: they are fixed for the life of the process and make up most
// of the configuration's bytes.
import { createHash } from 'node:crypto';
import type { Culture } from '../web/culture';
import { localizationResources, localizationValues } from './localization-dto';

export interface LocalizationJson {
  /** `"values":{…},"resources":{…}`, to go inside the `localization` object. */
  members: string;
  /** A short digest of `members`, for the answer's ETag. */
  tag: string;
}

const serialized = new Map<string, LocalizationJson>();

export function localizationJson(culture: Culture, includeTexts: boolean): LocalizationJson {
  const key = `${culture}:${includeTexts}`;
  let entry = serialized.get(key);
  if (!entry) {
    const values = includeTexts ? localizationValues(culture) : {};
    const resources = includeTexts ? localizationResources(culture) : {};
    const members = `"values":${JSON.stringify(values)},"resources":${JSON.stringify(resources)}`;
    const tag = createHash('sha1').update(members).digest('base64url').slice(0, 12);
    entry = { members, tag };
    serialized.set(key, entry);
  }
  return entry;
}
