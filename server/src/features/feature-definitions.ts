// Every feature the server knows, with ABP's three value types: toggles (with children),
// numeric free text and a selection. Values are strings. A tenant's value (`T` + tenant id)
// falls back to the default; the host's own values are stored under the host's tenant id.

export interface ValueValidator {
  name: 'BOOLEAN' | 'NUMERIC' | 'STRING' | 'NULL';
  properties: Record<string, unknown>;
}

export interface FeatureValueType {
  name: 'ToggleStringValueType' | 'FreeTextStringValueType' | 'SelectionStringValueType';
  properties: Record<string, unknown>;
  validator: ValueValidator;
  itemSource?: { items: { value: string; displayText: { resourceName: string; name: string } }[] };
}

export interface FeatureDefinition {
  name: string;
  displayName: string;
  description: string | null;
  defaultValue: string;
  valueType: FeatureValueType;
  parentName: string | null;
  depth: number;
  visibleToClients: boolean;
}

export interface FeatureGroupDefinition {
  name: string;
  displayName: string;
  features: FeatureDefinition[];
}

const toggle = (): FeatureValueType => ({
  name: 'ToggleStringValueType',
  properties: {},
  validator: { name: 'BOOLEAN', properties: {} },
});

const numeric = (min: number, max: number): FeatureValueType => ({
  name: 'FreeTextStringValueType',
  properties: {},
  validator: { name: 'NUMERIC', properties: { MinValue: min, MaxValue: max } },
});

const selection = (resourceName: string, values: [string, string][]): FeatureValueType => ({
  name: 'SelectionStringValueType',
  properties: {},
  validator: { name: 'STRING', properties: { AllowNull: false } },
  itemSource: {
    items: values.map(([value, name]) => ({ value, displayText: { resourceName, name } })),
  },
});

type Node = {
  name: string;
  defaultValue: string;
  valueType: FeatureValueType;
  description?: boolean;
  children?: Node[];
};

function flatten(nodes: Node[], parentName: string | null, depth: number): FeatureDefinition[] {
  return nodes.flatMap((node) => [
    {
      name: node.name,
      displayName: `Crm::Feature:${node.name}`,
      description: node.description ? `Crm::Feature:${node.name}.Description` : null,
      defaultValue: node.defaultValue,
      valueType: node.valueType,
      parentName,
      depth,
      visibleToClients: true,
    },
    ...flatten(node.children ?? [], node.name, depth + 1),
  ]);
}

export const FEATURE_GROUPS: readonly FeatureGroupDefinition[] = [
  {
    name: 'Crm',
    displayName: 'Crm::Feature:Crm',
    features: flatten(
      [
        {
          name: 'Crm.Reports',
          defaultValue: 'true',
          valueType: toggle(),
          description: true,
          children: [
            { name: 'Crm.Reports.Twrr', defaultValue: 'true', valueType: toggle() },
            { name: 'Crm.Reports.Mwrr', defaultValue: 'true', valueType: toggle() },
            { name: 'Crm.Reports.PdfExport', defaultValue: 'false', valueType: toggle() },
          ],
        },
        {
          name: 'Crm.MaxBasketsPerCustomer',
          defaultValue: '10',
          valueType: numeric(1, 100),
          description: true,
        },
        {
          name: 'Crm.ReportCalendar',
          defaultValue: 'Jalali',
          valueType: selection('Crm', [
            ['Jalali', 'Feature:Crm.ReportCalendar.Jalali'],
            ['Gregorian', 'Feature:Crm.ReportCalendar.Gregorian'],
          ]),
        },
      ],
      null,
      0,
    ),
  },
  {
    name: 'SettingManagement',
    displayName: 'Crm::Feature:SettingManagement',
    features: flatten(
      [
        {
          name: 'SettingManagement.Enable',
          defaultValue: 'true',
          valueType: toggle(),
          description: true,
        },
      ],
      null,
      0,
    ),
  },
];

export const FEATURES: ReadonlyMap<string, FeatureDefinition> = new Map(
  FEATURE_GROUPS.flatMap((group) => group.features).map((feature) => [feature.name, feature]),
);

/** Whether a value is acceptable for a feature; values are compared as ABP does. */
export function isValidFeatureValue(feature: FeatureDefinition, value: string): boolean {
  const { valueType } = feature;
  if (valueType.name === 'ToggleStringValueType') return /^(true|false)$/i.test(value);
  if (valueType.name === 'SelectionStringValueType') {
    return valueType.itemSource?.items.some((item) => item.value === value) ?? false;
  }
  if (!/^-?\d+$/.test(value.trim())) return false;
  const number = Number(value);
  const { MinValue, MaxValue } = valueType.validator.properties as {
    MinValue: number;
    MaxValue: number;
  };
  return number >= MinValue && number <= MaxValue;
}
