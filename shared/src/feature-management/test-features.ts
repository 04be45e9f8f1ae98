// Feature lists as the server sends them, for the tests.
import type { FeatureDto, FeatureGroupDto } from './feature-dtos';

const toggleType = {
  name: 'ToggleStringValueType',
  properties: {},
  validator: { name: 'BOOLEAN', properties: {} },
  itemSource: null,
};

export function feature(overrides: Partial<FeatureDto> & { name: string }): FeatureDto {
  return {
    displayName: overrides.name,
    value: 'false',
    provider: { name: 'D', key: null },
    description: null,
    valueType: toggleType,
    depth: 0,
    parentName: null,
    ...overrides,
  };
}

export function toggle(name: string, parentName: string | null, depth: number, value = 'false') {
  return feature({ name, parentName, depth, value });
}

/** Reports (toggle) › Twrr (toggle) › Pdf (toggle); Reports › Limit (number) › Deep (toggle). */
export function sampleGroups(): FeatureGroupDto[] {
  return [
    {
      name: 'Crm',
      displayName: 'CRM',
      features: [
        toggle('Reports', null, 0, 'True'),
        toggle('Reports.Twrr', 'Reports', 1, 'TRUE'),
        toggle('Reports.Twrr.Pdf', 'Reports.Twrr', 2, 'false'),
        feature({
          name: 'Reports.Limit',
          parentName: 'Reports',
          depth: 1,
          value: '10',
          valueType: {
            name: 'FreeTextStringValueType',
            properties: {},
            validator: { name: 'NUMERIC', properties: { MinValue: 1, MaxValue: 100 } },
            itemSource: null,
          },
        }),
        toggle('Reports.Limit.Deep', 'Reports.Limit', 2, 'true'),
        feature({
          name: 'Calendar',
          value: 'Jalali',
          valueType: {
            name: 'SelectionStringValueType',
            properties: {},
            validator: { name: 'STRING', properties: {} },
            itemSource: {
              items: [
                { value: 'Jalali', displayText: { resourceName: 'Crm', name: 'Cal:Jalali' } },
                { value: 'Gregorian', displayText: { resourceName: 'Crm', name: 'Cal:Gregorian' } },
              ],
            },
          },
        }),
      ],
    },
    {
      name: 'Settings',
      displayName: 'Settings',
      features: [
        toggle('Settings.Enable', null, 0, 'true'),
        feature({
          name: 'Settings.Motto',
          value: null,
          valueType: {
            name: 'FreeTextStringValueType',
            properties: {},
            validator: { name: 'STRING', properties: {} },
            itemSource: null,
          },
        }),
        feature({
          name: 'Settings.Empty',
          value: 'x',
          valueType: {
            name: 'SelectionStringValueType',
            properties: {},
            validator: null,
            itemSource: { items: [] },
          },
        }),
      ],
    },
  ];
}
