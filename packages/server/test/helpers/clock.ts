/** A clock that tests move by hand. */
export class TestClock {
  constructor(public t = Date.UTC(2026, 10, 21, 10, 0, 0)) {}
  now = () => this.t;
  advance(ms: number) {
    this.t += ms;
  }
  set(date: Date | number) {
    this.t = typeof date === 'number' ? date : date.getTime();
  }
}
