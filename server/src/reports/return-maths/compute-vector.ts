// Runs one input of a known kind: validates it against its schema, then calls the pure
// function. Problems come back as readable lines, never as exceptions.
import * as v from 'valibot';
import { modifiedDietz } from './modified-dietz';
import { ReturnsInputError } from './returns-input-error';
import { dietzInputSchema, mwrrInputSchema, twrrInputSchema } from './returns.schemas';
import { twrrFromDailyRows } from './twrr-daily';
import { twrrFromValuationPoints } from './twrr-sparse';
import { xirr } from './xirr';

const calculators = {
  twrr: (input: unknown) => {
    const parsed = v.parse(twrrInputSchema, input);
    return parsed.rows ? twrrFromDailyRows(parsed.rows) : twrrFromValuationPoints(parsed.points!);
  },
  mwrr: (input: unknown) => {
    const { flows, guess } = v.parse(mwrrInputSchema, input);
    return xirr(flows, guess === undefined ? {} : { guess });
  },
  dietz: (input: unknown) => modifiedDietz(v.parse(dietzInputSchema, input)),
};

export type ReturnKind = keyof typeof calculators;
export const RETURN_KINDS = Object.keys(calculators) as ReturnKind[];

export type ComputeOutcome = { ok: true; result: unknown } | { ok: false; problems: string[] };

export function computeReturn(kind: string, input: unknown): ComputeOutcome {
  if (!Object.hasOwn(calculators, kind)) {
    return {
      ok: false,
      problems: [`unknown kind "${kind}" (expected ${RETURN_KINDS.join(', ')})`],
    };
  }
  try {
    return { ok: true, result: calculators[kind as ReturnKind](input) };
  } catch (error) {
    if (error instanceof v.ValiError) return { ok: false, problems: describeIssues(error.issues) };
    if (error instanceof ReturnsInputError) return { ok: false, problems: [error.message] };
    throw error;
  }
}

/** One line per issue: `input.rows[2].value: Invalid type: …`. */
export function describeIssues(
  issues: readonly v.BaseIssue<unknown>[],
  prefix = 'input',
): string[] {
  return issues.map((issue) => {
    const path = (issue.path ?? [])
      .map(({ key }) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`))
      .join('');
    const missing = issue.kind === 'schema' && issue.received === 'undefined';
    return `${prefix}${path}: ${missing ? 'is missing' : issue.message}`;
  });
}
