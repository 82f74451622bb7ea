import type { Page, Route } from '@playwright/test';

/**
 * Holds every request to the given API paths until the test says how it ends: answered by the
 * real server, or cut as a lost connection. So a path can look at the page while a call is in
 * flight, and a machine's call outcome is one step of the path like any user action.
 */
export class HeldCalls<Call extends string> {
  private readonly held = new Map<Call, Route[]>();
  private readonly waiters = new Map<Call, (() => void)[]>();

  static async on<Call extends string>(page: Page, paths: Record<Call, string>) {
    const calls = new HeldCalls<Call>();
    for (const [call, path] of Object.entries(paths) as [Call, string][]) {
      await page.route(
        (url) => url.pathname === path,
        (route) => calls.arrive(call, route),
      );
    }
    return calls;
  }

  private arrive(call: Call, route: Route) {
    this.held.set(call, [...(this.held.get(call) ?? []), route]);
    for (const wake of this.waiters.get(call) ?? []) wake();
    this.waiters.set(call, []);
  }

  private async next(call: Call): Promise<Route> {
    for (;;) {
      const [route, ...rest] = this.held.get(call) ?? [];
      if (route) {
        this.held.set(call, rest);
        return route;
      }
      await new Promise<void>((wake) =>
        this.waiters.set(call, [...(this.waiters.get(call) ?? []), wake]),
      );
    }
  }

  /**
   * The oldest held request of this call goes to the server. A 401 (access tokens live 5 s in
   * e2e) makes the app refresh and send it again: that retry is answered too.
   */
  async answer(call: Call) {
    for (;;) {
      const route = await this.next(call);
      const response = await route.fetch();
      await route.fulfill({ response });
      if (response.status() !== 401) return;
    }
  }

  /** The oldest held request of this call fails as a dropped connection would. */
  async cut(call: Call) {
    await (await this.next(call)).abort('failed');
  }

  /** Requests the path left in flight end as lost, so nothing reaches the server afterwards. */
  async cutAll() {
    const routes = [...this.held.values()].flat();
    this.held.clear();
    await Promise.all(routes.map((r) => r.abort('failed').catch(() => undefined)));
  }
}
