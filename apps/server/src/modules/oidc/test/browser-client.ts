/**
 * Just enough of a browser for the redirect dance: real HTTP, manual redirects, and a cookie
 * jar per origin (tests run the provider and Vigil on different ports of one host).
 */
export interface BrowserStep {
  status: number;
  url: string;
  location: string | undefined;
  body: string;
}

export class BrowserClient {
  readonly #jars = new Map<string, Map<string, string>>();

  cookie(origin: string, name: string): string | undefined {
    return this.#jars.get(origin)?.get(name);
  }

  setCookie(origin: string, name: string, value: string): void {
    const jar = this.#jars.get(origin) ?? new Map<string, string>();
    jar.set(name, value);
    this.#jars.set(origin, jar);
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}) {
    const target = new URL(url);
    const jar = this.#jars.get(target.origin) ?? new Map<string, string>();
    const headers: Record<string, string> = {};
    if (jar.size > 0) {
      headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(target, {
      method: init.method ?? 'GET',
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const removed = attributes.some((attribute) =>
        /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute),
      );
      if (removed || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    this.#jars.set(target.origin, jar);
    const location = response.headers.get('location') ?? undefined;
    return {
      status: response.status,
      url: target.href,
      location: location === undefined ? undefined : new URL(location, target).href,
      body: await response.text(),
    } satisfies BrowserStep;
  }

  /** Follows redirects until a page answers (200) or a redirect lands on `stopOrigin`. */
  async follow(url: string, stop: (next: URL) => boolean): Promise<BrowserStep> {
    let step = await this.request(url);
    for (let hops = 0; hops < 20; hops += 1) {
      if (step.location === undefined || stop(new URL(step.location))) return step;
      step = await this.request(step.location);
    }
    throw new Error('Too many redirects');
  }
}
