import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Role } from '../db/schema.js';
import type { RecordedEvent } from '../event-store/event-types.js';
import type { QueueCounts } from '../queue/job-queue.js';

/** Where the gauges read their values when Prometheus scrapes. */
export interface MetricSources {
  openSockets(): ReadonlyMap<Role, number>;
  jobQueues(): Promise<QueueCounts[]>;
}

const ROLES: readonly Role[] = ['parent', 'nanny', 'operator'];

/** Seconds: a request or a push is fast (ms) but a slow one must still land in a bucket. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The service's metrics in Prometheus's format, in a registry of its own (no module singleton:
 * every runtime, and every test, has its own). Labels are route templates, event and job
 * names and roles: never an id, an address or anything a person typed.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestDuration = new Histogram({
    name: 'rbt_http_request_duration_seconds',
    help: 'HTTP requests by route template, method and status, from arrival to response sent.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly commits = new Counter({
    name: 'rbt_commands_total',
    help: 'Commands (units of work) committed, by the stream type of their first event.',
    labelNames: ['stream_type'] as const,
    registers: [this.registry],
  });
  private readonly appended = new Counter({
    name: 'rbt_events_appended_total',
    help: 'Events appended to the log by this instance, by event type.',
    labelNames: ['type'] as const,
    registers: [this.registry],
  });
  private readonly pushLag = new Histogram({
    name: 'rbt_live_push_lag_seconds',
    help: 'From an event being recorded to its messages being pushed to the sockets.',
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  private readonly replayEvents = new Gauge({
    name: 'rbt_replay_events_folded',
    help: 'Events folded so far by the running replay and verify, or by the last one.',
    registers: [this.registry],
  });

  constructor(sources: MetricSources) {
    // Node's and the process's own under their standard names (process_*, nodejs_*), which
    // ready-made dashboards and alerts expect; only ours carry the rbt_ prefix.
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'rbt_open_sockets',
      help: 'Live sockets open on this instance, by role.',
      labelNames: ['role'] as const,
      registers: [this.registry],
      collect() {
        const open = sources.openSockets();
        for (const role of ROLES) this.set({ role }, open.get(role) ?? 0);
      },
    });
    // A scrape starts every collector in the same turn: the two job gauges share one read of
    // the job tables, forgotten once that turn ends (the next scrape reads afresh).
    let reading: Promise<QueueCounts[]> | undefined;
    const queues = () => {
      if (!reading) {
        reading = sources.jobQueues();
        queueMicrotask(() => (reading = undefined));
      }
      return reading;
    };
    new Gauge({
      name: 'rbt_job_queue_depth',
      help: 'Jobs waiting (queued or backing off before a retry), by queue.',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        for (const q of await queues()) this.set({ queue: q.name }, q.queued + q.retrying);
      },
    });
    new Gauge({
      name: 'rbt_job_failures',
      help: 'Jobs out of tries (failed, and their dead-letter copies), by queue.',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        for (const q of await queues()) this.set({ queue: q.name }, q.failed);
      },
    });
  }

  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.requestDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
  }

  /** One committed unit of work and its events. */
  committed(events: readonly RecordedEvent[]): void {
    const first = events[0];
    if (!first) return;
    this.commits.inc({ stream_type: first.streamType });
    for (const event of events) this.appended.inc({ type: event.type });
  }

  pushed(event: RecordedEvent, at: Date): void {
    this.pushLag.observe(Math.max(0, at.getTime() - event.recordedAt.getTime()) / 1000);
  }

  replayProgress(eventsFolded: number): void {
    this.replayEvents.set(eventsFolded);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
