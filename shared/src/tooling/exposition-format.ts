// A strict reader of Prometheus' text exposition format (0.0.4), for the tests (the server's and
// the end-to-end ones read /metrics with it): every line is a HELP, a TYPE, a comment, a blank or
// a sample of a family whose TYPE came first; it throws on anything else. Values are what Go's ParseFloat takes, as the format says (so `NaN` in any
// case: prom-client writes `Nan`).
const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
const VALUE =
  '(?:[+-]?(?:\\d+\\.?\\d*(?:[eE][+-]?\\d+)?|\\.\\d+(?:[eE][+-]?\\d+)?|[iI][nN][fF](?:[iI][nN][iI][tT][yY])?)|[nN][aA][nN])';
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*,?)?\\})? (${VALUE})(?: -?\\d+)?$`,
);
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
export interface Family {
  type: string;
  help: string;
  samples: Sample[];
}

function labelsOf(text: string | undefined): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [, name, raw] of (text ?? '').matchAll(
    /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g,
  ))
    labels[name!] = raw!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  return labels;
}

function familyOf(families: Map<string, Family>, sample: string): string | undefined {
  if (families.has(sample)) return sample;
  for (const [name, family] of families)
    if ((SUFFIXES[family.type] ?? []).some((suffix) => `${name}${suffix}` === sample)) return name;
  return undefined;
}

export function parseExposition(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  for (const [index, line] of text.split('\n').entries()) {
    const fail = (why: string) => new Error(`line ${index + 1}: ${why}: ${line}`);
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const [, kind, name, rest] = meta;
      if (!new RegExp(`^${NAME}$`).test(name!)) throw fail('bad metric name');
      const family = families.get(name!) ?? { type: 'untyped', help: '', samples: [] };
      if (kind === 'TYPE') {
        if (!TYPES.has(rest!)) throw fail('unknown type');
        if (family.samples.length) throw fail('TYPE after samples');
        family.type = rest!;
      } else family.help = rest!;
      families.set(name!, family);
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = SAMPLE.exec(line);
    if (!sample) throw fail('not a sample');
    const family = familyOf(families, sample[1]!);
    if (!family) throw fail('sample of a family without TYPE');
    families.get(family)!.samples.push({
      name: sample[1]!,
      labels: labelsOf(sample[2]),
      value: Number(
        sample[3]!.replace(/^([+-]?)inf(inity)?$/i, '$1Infinity').replace(/^nan$/i, 'NaN'),
      ),
    });
  }
  return families;
}

/** The value of the sample `name` whose labels include `labels`; undefined when there is none. */
export function valueOf(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const family = familyOf(families, name);
  const sample = family
    ? families
        .get(family)!
        .samples.find(
          (s) =>
            s.name === name &&
            Object.entries(labels).every(([key, value]) => s.labels[key] === value),
        )
    : undefined;
  return sample?.value;
}

/** The sum of the samples `name` whose labels include `labels` (0 when there is none). */
export function sampleTotal(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number {
  const family = familyOf(families, name);
  if (!family) return 0;
  return families
    .get(family)!
    .samples.filter(
      (s) =>
        s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
    )
    .reduce((total, s) => total + s.value, 0);
}
