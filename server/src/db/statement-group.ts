// Group commit for one kind of statement: the callers of one turn of the event loop (the
// requests read from the sockets in one poll) go together, as one statement, at the end of that
// turn; callers that arrive while it runs wait for it and then go together in the next. A quiet
// server adds no timer and no delay beyond its current turn; under load, N callers cost one
// round trip, one parse and one commit instead of N. (Starting the first caller's statement at
// once made groups of one on PGlite, whose statement blocks the process, and half-sized ones on
// PostgreSQL.) The statement answers one output per input, in the inputs' order.

interface Waiting<Input, Output> {
  input: Input;
  resolve: (output: Output) => void;
  reject: (error: unknown) => void;
}

export type GroupStatement<Input, Output> = (inputs: readonly Input[]) => Promise<Output[]>;

export class StatementGroup<Input, Output> {
  private waiting: Waiting<Input, Output>[] = [];
  private running = false;
  private scheduled = false;

  constructor(
    private readonly statement: GroupStatement<Input, Output>,
    /** The most inputs one statement takes; the rest wait for the next. */
    private readonly largest = 64,
  ) {}

  run(input: Input): Promise<Output> {
    return new Promise<Output>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (!this.running && !this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          if (!this.running) this.runWaiting();
        });
      }
    });
  }

  private runWaiting(): void {
    const group = this.waiting.splice(0, this.largest);
    if (group.length === 0) return;
    this.running = true;
    this.statement(group.map((waiting) => waiting.input))
      .then(
        (outputs) => group.forEach((waiting, index) => waiting.resolve(outputs[index] as Output)),
        (error: unknown) => group.forEach((waiting) => waiting.reject(error)),
      )
      .finally(() => {
        this.running = false;
        this.runWaiting();
      });
  }
}
