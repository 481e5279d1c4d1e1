// The network as a component test sees it: fetch and XMLHttpRequest (uploads) answered from a
// table the test writes, so the code under test runs whole, down to its own API client. Nothing
// of ours is replaced; a request nobody answers fails the test (component-setup.ts checks).

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as the server would have received it. */
export interface SeenRequest {
  method: Method;
  /** The path without the query, e.g. `/api/bookings`. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, the FormData of an upload, or undefined. */
  body: unknown;
}

export interface Answer {
  status?: number;
  /** Sent as the JSON body; omitted (with `text` omitted too) means an empty body. */
  json?: unknown;
  /** A raw body, e.g. an HTML error page from a proxy. */
  text?: string;
}

export type Responder = Answer | ((request: SeenRequest) => Answer | Promise<Answer>);

interface Route {
  method: Method;
  pattern: RegExp;
  responder: Responder;
}

/** `/api/bookings/{id}/accept` matches any one path segment where the braces are. */
function patternOf(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{\w+\}/g, '[^/]+')}$`);
}

export class FakeNetwork {
  readonly requests: SeenRequest[] = [];
  readonly unanswered: string[] = [];
  /** Newest first. */
  private readonly routes: Route[] = [];
  /** Answered before any of `routes`, in the order they were added, each once. */
  private readonly onceRoutes: Route[] = [];
  private fallback: Responder | null = null;

  /** Answers `method path` (path params as `{name}`, query ignored); a later `on` wins. */
  on(method: Method, path: string, responder: Responder): this {
    this.routes.unshift({ method, pattern: patternOf(path), responder });
    return this;
  }

  /** Answers the next `method path` before any `on` does, once; several queue up in order. */
  once(method: Method, path: string, responder: Responder): this {
    this.onceRoutes.push({ method, pattern: patternOf(path), responder });
    return this;
  }

  /**
   * Answers every request no route matches, for a test about something else (a page's routing
   * while its panels load). Without it such a request fails the test.
   */
  otherwise(responder: Responder): this {
    this.fallback = responder;
    return this;
  }

  /** Every request sent to `method path` so far (same pattern rules as `on`). */
  sent(method: Method, path: string): SeenRequest[] {
    const pattern = patternOf(path);
    return this.requests.filter((r) => r.method === method && pattern.test(r.path));
  }

  async answer(request: SeenRequest): Promise<{ status: number; body: string }> {
    this.requests.push(request);
    const matches = (route: Route) =>
      route.method === request.method && route.pattern.test(request.path);
    const onceIndex = this.onceRoutes.findIndex(matches);
    const route =
      onceIndex >= 0 ? this.onceRoutes.splice(onceIndex, 1)[0] : this.routes.find(matches);
    const responder = route?.responder ?? this.fallback;
    if (responder === null) {
      this.unanswered.push(`${request.method} ${request.path}`);
      return { status: 599, body: '' };
    }
    const answer = typeof responder === 'function' ? await responder(request) : responder;
    const body = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
    return { status: answer.status ?? 200, body };
  }
}

function requestOf(method: string, url: string, body: unknown): SeenRequest {
  const parsed = new URL(url, window.location.href);
  return {
    method: method.toUpperCase() as Method,
    path: parsed.pathname,
    query: parsed.searchParams,
    body,
  };
}

/** A `fetch` that answers from the network's table. */
export function fakeFetch(network: FakeNetwork): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const raw = init?.body;
    const body = typeof raw === 'string' && raw !== '' ? (JSON.parse(raw) as unknown) : raw;
    const { status, body: text } = await network.answer(
      requestOf(init?.method ?? 'GET', url, body),
    );
    if (status === 599) throw new TypeError('Failed to fetch');
    return new Response(text === '' ? null : text, {
      status,
      headers: text === '' ? {} : { 'Content-Type': 'application/json' },
    });
  };
}

type Listener = (event: { lengthComputable: boolean; loaded: number; total: number }) => void;

/**
 * An XMLHttpRequest that answers from the network's table (uploads report progress through it).
 * Only what lib/upload-file.ts uses: open, headers, send, upload progress, load and error.
 */
export function fakeXmlHttpRequest(network: FakeNetwork) {
  return class FakeXmlHttpRequest {
    status = 0;
    responseText = '';
    withCredentials = false;
    private method = 'GET';
    private url = '';
    private readonly listeners = new Map<string, Listener[]>();
    private readonly uploadListeners: Listener[] = [];
    readonly upload = {
      addEventListener: (type: string, listener: Listener) => {
        if (type === 'progress') this.uploadListeners.push(listener);
      },
    };

    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(): void {}

    addEventListener(type: string, listener: Listener): void {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }

    send(body: unknown): void {
      void network.answer(requestOf(this.method, this.url, body)).then(({ status, body: text }) => {
        const size = { lengthComputable: true, loaded: 1, total: 1 };
        if (status === 599) {
          this.emit('error', size);
          return;
        }
        for (const listener of this.uploadListeners) listener(size);
        this.status = status;
        this.responseText = text;
        this.emit('load', size);
      });
    }

    private emit(type: string, event: Parameters<Listener>[0]): void {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    }
  };
}

/** A promise the test resolves when it wants a held answer to go out. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

let current: FakeNetwork | null = null;

/** A fresh network for the next test (component-setup.ts calls it before each). */
export function startNetwork(): FakeNetwork {
  current = new FakeNetwork();
  return current;
}

/** The running test's network, to answer requests and read what was sent. */
export function network(): FakeNetwork {
  if (current === null) throw new Error('No fake network: is component-setup.ts a setup file?');
  return current;
}
