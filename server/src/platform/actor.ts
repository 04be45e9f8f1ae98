// Who did something to a release, as recorded with it: a deploy key (`key:<name>`), the
// operator key (`operator`), a user of the administration page (`user:<user name>`), or the
// server itself (`system`: registering the workspace's builds at start).
export type Actor = 'operator' | 'system' | `key:${string}` | `user:${string}`;

export const userActor = (userName: string): Actor => `user:${userName}`;
