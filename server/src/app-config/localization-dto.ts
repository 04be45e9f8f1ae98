import { BASE_RESOURCES, RESOURCE_NAMES, TEXTS } from '../localization/resources';
import type { Culture } from '../web/culture';

/** ABP's `resources` map: each resource's texts (none when only dynamic ones are asked for). */
export function localizationResources(culture: Culture, onlyDynamics = false) {
  return Object.fromEntries(
    RESOURCE_NAMES.map((name) => [
      name,
      { texts: onlyDynamics ? {} : TEXTS[culture][name], baseResources: BASE_RESOURCES[name] },
    ]),
  );
}

/** ABP's older `values` map: resource → key → text. */
export function localizationValues(culture: Culture) {
  return Object.fromEntries(RESOURCE_NAMES.map((name) => [name, TEXTS[culture][name]]));
}
