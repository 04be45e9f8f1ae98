// One line per event of a remote's rollout history (GET /api/platform/remotes/<name>/history).

function share(event) {
  const percent = event.share ? `${event.share}%` : '';
  if (!event.tenants?.length) return percent;
  return `${percent} of tenants ${event.tenants.map((t) => t.name).join(', ')}`.trim();
}

function actor(text) {
  if (text.startsWith('key:')) return `key "${text.slice(4)}"`;
  if (text.startsWith('user:')) return `user ${text.slice(5)}`;
  return text === 'operator' ? 'the operator key' : 'the server';
}

function released(details) {
  const compatibility = details?.compatibility;
  if (compatibility?.status === 'unchecked')
    return 'released (unchecked: the host has no build record)';
  if (compatibility?.status !== 'forced') return 'released';
  const what = compatibility.problems.map((p) =>
    p.kind === 'version'
      ? `${p.package} ${p.release} vs host ${p.host}`
      : p.kind === 'shared'
        ? `${p.package} asks ${p.required}, host has ${p.host}`
        : p.kind,
  );
  return `released with --force (${what.join('; ')})`;
}

function percent(value) {
  return typeof value === 'number' ? `${Math.round(value * 1000) / 10}%` : 'no outcomes';
}

function limits(d) {
  return `limits ${d.minOutcomes} outcomes, ${d.maxFailurePercent}%, stable + ${d.marginPoints} points`;
}

// Only the automatic rollback's limits changed: the same share and tenants.
function raised(event) {
  const d = event.details ?? {};
  const sameReach =
    (d.fromShare ?? 0) === (event.share ?? 0) &&
    (d.fromTenantIds?.length ?? 0) === (event.tenants?.length ?? 0);
  if (sameReach && d.minOutcomes !== undefined) return `canary ${limits(d)}`;
  return `canary raised from ${d.fromShare ?? 0}% to ${share(event)}`;
}

// The figures the server judged the canary on (server/src/platform/canary-watch.ts).
function automaticRollback(d) {
  const stable = d.stableOutcomes
    ? `${percent(d.stableRate)} (${d.stableFailures} of ${d.stableOutcomes})`
    : 'no outcomes';
  return (
    `automatic rollback: ${d.failures} of ${d.outcomes} failed (${percent(d.failureRate)}), ` +
    `stable ${d.stable} ${stable}; ${limits(d)}`
  );
}

const DESCRIBE = {
  released: (event) => released(event.details),
  promoted: () => 'promoted to everyone',
  'rolled-back': (event) => `rolled back (from ${event.details?.from ?? '?'})`,
  'canary-started': (event) => `canary started for ${share(event)}`,
  'canary-raised': (event) => raised(event),
  'canary-completed': () => 'canary completed: everyone',
  'canary-aborted': () => 'canary rolled back (withdrawn)',
  'canary-rolled-back-automatically': (event) => automaticRollback(event.details ?? {}),
  reinstated: (event) =>
    `withdrawn release reinstated with --force (withdrawn ${event.details?.withdrawnAt ?? '?'})`,
};

export function formatEvent(event) {
  const when = event.at.replace('T', ' ').replace(/\.\d+Z$/, 'Z');
  const what = (DESCRIBE[event.event] ?? (() => event.event))(event);
  return `${when}  ${event.version.padEnd(12)}  ${what}  — by ${actor(event.actor)}`;
}
