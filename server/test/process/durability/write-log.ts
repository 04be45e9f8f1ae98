// What the writers of the durability test were told: a write is acknowledged when its 2xx
// answer arrived, unknown when the connection broke first (the server was killed). After a
// restart every acknowledged write must be there; unknown ones may be either way, but whole.

/** How far a contract of the customer's wizard got, by acknowledged answers. */
export type ContractStep = 'created' | 'answered' | 'deleted';

export class WriteLog {
  /** Contract id → the furthest acknowledged step. */
  readonly contracts = new Map<string, ContractStep>();
  /** Import refs of acknowledged deals. */
  readonly deals = new Set<string>();
  /** The last acknowledged settings generation (0: none). */
  lastSettings = 0;
  acknowledged = 0;
  /** Requests whose connection broke after they were sent: applied or not, never half. */
  unknown = 0;
  /** Requests refused while the server was down (nothing sent). */
  refused = 0;
  /** Answers that are neither 2xx nor a broken connection: each one is a defect. */
  readonly failures: string[] = [];

  fail(message: string): void {
    if (this.failures.length < 20) this.failures.push(message);
  }

  ackContract(id: string, step: ContractStep): void {
    const order: ContractStep[] = ['created', 'answered', 'deleted'];
    const known = this.contracts.get(id);
    if (!known || order.indexOf(step) > order.indexOf(known)) this.contracts.set(id, step);
    this.acknowledged += 1;
  }

  ackDeal(ref: string): void {
    this.deals.add(ref);
    this.acknowledged += 1;
  }

  ackSettings(generation: number): void {
    this.lastSettings = Math.max(this.lastSettings, generation);
    this.acknowledged += 1;
  }

  summary(): string {
    return `${this.acknowledged} acknowledged (${this.contracts.size} contracts, ${this.deals.size} deals, settings generation ${this.lastSettings}), ${this.unknown} cut off by a kill, ${this.refused} refused while down`;
  }
}
