// The compatibility gate: a release fits the host that serves it when it was built against the
// same major version of every package the page holds once, against a host contract (the version
// of @crm/shared) of the host's major and no newer minor, and exposes what the host loads.
// And every singleton the release's mf-manifest.json shares must accept the host's copy
// (shared-requirements.ts). Pure: the records come in, the problems go out.
import { REMOTE_EXPOSE } from '@crm/shared/contracts';
import type { BuildRecord } from '@crm/shared/platform';
import { BadRequestError } from '../errors/app-error';
import type { SharedMismatch } from './shared-requirements';

export const HOST_CONTRACT = '@crm/shared';

export type CompatibilityProblem =
  | { kind: 'record-missing' }
  | { kind: 'version'; package: string; release: string; host: string }
  | { kind: 'expose-missing'; expose: string }
  /** A singleton the release shares whose required version the host's copy does not meet. */
  | ({ kind: 'shared' } & SharedMismatch);

export type Compatibility =
  | { status: 'checked' }
  /** The host serves no build record: nothing to compare with. */
  | { status: 'unchecked' }
  | { status: 'forced'; problems: CompatibilityProblem[] };

interface Version {
  major: number;
  minor: number;
}

function parse(version: string): Version {
  const [major = 0, minor = 0] = version.split(/[.+-]/).map(Number);
  return { major, minor };
}

/** Same major; below 1.0.0, where a minor may break, the same minor too. */
function sameMajor(a: Version, b: Version): boolean {
  return a.major === b.major && (a.major > 0 || a.minor === b.minor);
}

export function compatibilityProblems(
  host: BuildRecord,
  release: BuildRecord | null,
): CompatibilityProblem[] {
  if (!release) return [{ kind: 'record-missing' }];
  const problems: CompatibilityProblem[] = [];
  const contract = { host: parse(host.hostContract), release: parse(release.hostContract) };
  if (!sameMajor(contract.host, contract.release) || contract.release.minor > contract.host.minor)
    problems.push({
      kind: 'version',
      package: HOST_CONTRACT,
      release: release.hostContract,
      host: host.hostContract,
    });
  for (const [name, hostVersion] of Object.entries(host.singletons)) {
    const releaseVersion = release.singletons[name];
    if (!releaseVersion || !sameMajor(parse(hostVersion), parse(releaseVersion)))
      problems.push({
        kind: 'version',
        package: name,
        release: releaseVersion ?? '—',
        host: hostVersion,
      });
  }
  if (!release.exposes.includes(REMOTE_EXPOSE))
    problems.push({ kind: 'expose-missing', expose: REMOTE_EXPOSE });
  return problems;
}

function refusal(problem: CompatibilityProblem, problems: CompatibilityProblem[]): BadRequestError {
  const data = { problems };
  switch (problem.kind) {
    case 'record-missing':
      return new BadRequestError('Platform:BuildRecordMissing', [], { data });
    case 'expose-missing':
      return new BadRequestError('Platform:ExposeMissing', [problem.expose], { data });
    case 'version':
      return new BadRequestError(
        'Platform:IncompatibleRelease',
        [problem.package, problem.release, problem.host],
        { data },
      );
    case 'shared':
      return new BadRequestError(
        'Platform:SharedVersionUnsatisfied',
        [problem.package, problem.required, problem.host],
        { data },
      );
  }
}

/**
 * The gate's verdict; throws the first problem (all listed in its data) unless forced. `shared`
 * are the mismatches of the builds' shared packages (none when either build has no manifest).
 */
export function judgeCompatibility(
  host: BuildRecord | undefined,
  release: BuildRecord | null,
  force: boolean,
  shared: readonly SharedMismatch[] = [],
): Compatibility {
  if (!host && shared.length === 0) return { status: 'unchecked' };
  const problems = [
    ...(host ? compatibilityProblems(host, release) : []),
    ...shared.map((mismatch): CompatibilityProblem => ({ kind: 'shared', ...mismatch })),
  ];
  if (problems.length === 0) return { status: 'checked' };
  if (!force) throw refusal(problems[0]!, problems);
  return { status: 'forced', problems };
}
