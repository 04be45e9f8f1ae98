import { controlOf, isEditable, isToggleOn } from './feature-controls';
import {
  changedFeatures,
  indexFeatures,
  initialValues,
  setToggle,
  toggleAncestors,
  toggleDescendants,
} from './feature-values';
import { feature, sampleGroups, toggle } from './test-features';

const names = (features: { name: string }[]) => features.map((f) => f.name);

describe('feature controls', () => {
  const byName = new Map(sampleGroups().flatMap((g) => g.features.map((f) => [f.name, f])));

  it('are a checkbox for toggles, whose value is true in any letter case', () => {
    expect(controlOf(byName.get('Reports')!)).toEqual({ kind: 'toggle' });
    expect(['true', 'True', 'TRUE', ' true '].every(isToggleOn)).toBe(true);
    expect(['false', '', null, undefined, 'yes', '1'].some(isToggleOn)).toBe(false);
  });

  it('are a number box with the validator’s limits for numeric free text, else a text box', () => {
    expect(controlOf(byName.get('Reports.Limit')!)).toEqual({ kind: 'number', min: 1, max: 100 });
    expect(controlOf(byName.get('Settings.Motto')!)).toEqual({ kind: 'text' });
  });

  it('are a dropdown only for selections with items; other types are not shown', () => {
    expect(controlOf(byName.get('Calendar')!)).toMatchObject({
      kind: 'selection',
      items: [
        { value: 'Jalali', resourceName: 'Crm', name: 'Cal:Jalali' },
        { value: 'Gregorian', resourceName: 'Crm', name: 'Cal:Gregorian' },
      ],
    });
    expect(controlOf(byName.get('Settings.Empty')!)).toEqual({ kind: 'hidden' });
    expect(controlOf(feature({ name: 'x', valueType: null }))).toEqual({ kind: 'hidden' });
  });

  it('are locked when another provider than the edited one or the default set the value', () => {
    expect(isEditable(feature({ name: 'a', provider: { name: 'D', key: null } }), 'T')).toBe(true);
    expect(isEditable(feature({ name: 'a', provider: { name: 'T', key: '1' } }), 'T')).toBe(true);
    expect(isEditable(feature({ name: 'a', provider: null }), 'T')).toBe(true);
    expect(isEditable(feature({ name: 'a', provider: { name: 'E', key: '1' } }), 'T')).toBe(false);
  });
});

describe('the toggle rule', () => {
  const groups = sampleGroups();
  const index = indexFeatures(groups);

  it('finds toggle ancestors up to the first parent that is not a toggle', () => {
    expect(names(toggleAncestors(index, 'Reports.Twrr.Pdf'))).toEqual(['Reports.Twrr', 'Reports']);
    expect(names(toggleAncestors(index, 'Reports.Limit.Deep'))).toEqual([]);
    expect(names(toggleAncestors(index, 'Reports'))).toEqual([]);
  });

  it('finds toggle descendants through toggle children only', () => {
    expect(names(toggleDescendants(index, 'Reports')).sort()).toEqual([
      'Reports.Twrr',
      'Reports.Twrr.Pdf',
    ]);
    expect(names(toggleDescendants(index, 'Reports.Twrr.Pdf'))).toEqual([]);
  });

  it('checks all toggle ancestors when a toggle is checked', () => {
    const values = { ...initialValues(groups), Reports: 'false', 'Reports.Twrr': 'false' };
    const next = setToggle(values, index, 'Reports.Twrr.Pdf', true, 'T');
    expect([next['Reports.Twrr.Pdf'], next['Reports.Twrr'], next.Reports]).toEqual([
      'true',
      'true',
      'true',
    ]);
    expect(next['Reports.Limit']).toBe('10');
  });

  it('unchecks all toggle descendants when a toggle is unchecked, not those under other types', () => {
    const values: Record<string, string> = { ...initialValues(groups), 'Reports.Twrr.Pdf': 'true' };
    const next = setToggle(values, index, 'Reports', false, 'T');
    expect([next.Reports, next['Reports.Twrr'], next['Reports.Twrr.Pdf']]).toEqual([
      'false',
      'false',
      'false',
    ]);
    expect(next['Reports.Limit.Deep']).toBe('true');
    expect(values.Reports).toBe('true');
  });

  it('leaves features set by another provider as they are', () => {
    const locked = [
      {
        name: 'G',
        displayName: 'G',
        features: [
          feature({ name: 'A', value: 'false', provider: { name: 'E', key: 'e' } }),
          toggle('A.B', 'A', 1),
        ],
      },
    ];
    const next = setToggle(initialValues(locked), indexFeatures(locked), 'A.B', true, 'T');
    expect(next).toEqual({ A: 'false', 'A.B': 'true' });
  });

  it('survives a parent cycle in bad data', () => {
    const cyclic = [
      { name: 'G', displayName: 'G', features: [toggle('A', 'B', 1), toggle('B', 'A', 1)] },
    ];
    const cyclicIndex = indexFeatures(cyclic);
    expect(names(toggleAncestors(cyclicIndex, 'A'))).toEqual(['B']);
    expect(names(toggleDescendants(cyclicIndex, 'A'))).toEqual(['B']);
  });
});

describe('the change set', () => {
  const groups = sampleGroups();

  it('normalises toggles to true/false and free values to text', () => {
    expect(initialValues(groups)).toMatchObject({
      Reports: 'true',
      'Reports.Twrr': 'true',
      'Reports.Twrr.Pdf': 'false',
      'Reports.Limit': '10',
      'Settings.Motto': '',
      Calendar: 'Jalali',
    });
  });

  it('holds only the features whose value changed, as name and value text', () => {
    const initial = initialValues(groups);
    expect(changedFeatures(initial, initial)).toEqual([]);
    const edited = { ...initial, 'Reports.Limit': '25', Calendar: 'Gregorian', Reports: 'true' };
    expect(changedFeatures(initial, edited)).toEqual([
      { name: 'Reports.Limit', value: '25' },
      { name: 'Calendar', value: 'Gregorian' },
    ]);
  });

  it('is empty again once a value is changed back', () => {
    const initial = initialValues(groups);
    const index = indexFeatures(groups);
    const off = setToggle(initial, index, 'Settings.Enable', false, 'T');
    expect(changedFeatures(initial, off)).toEqual([{ name: 'Settings.Enable', value: 'false' }]);
    expect(changedFeatures(initial, setToggle(off, index, 'Settings.Enable', true, 'T'))).toEqual(
      [],
    );
  });
});
