/**
 * Where a serving API process is in its life, for readiness (docs/decisions.md, "Health,
 * readiness and draining"): `ready` while it serves, `draining` once a stop signal came (it
 * finishes what it has and answers what still arrives, while the load balancer, told by
 * readiness, takes it out of rotation). Before it is ready, server/startingServer.ts answers.
 */
export type LifecyclePhase = 'ready' | 'draining';

export interface Lifecycle {
  readonly phase: LifecyclePhase;
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let current: LifecyclePhase = 'ready';
  return {
    get phase() {
      return current;
    },
    drain() {
      current = 'draining';
    },
  };
}
