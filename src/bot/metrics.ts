/**
 * The bot's Prometheus metrics, in one registry served at /metrics (see health.ts). Any
 * module may import `metrics` and observe into it; nothing is sent anywhere by itself.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();

export type InteractionKind = 'command' | 'button' | 'select' | 'modal' | 'autocomplete' | 'other';
/**
 * ok: handled; error: a handler failed (the player was told); store_unavailable: the game
 * store failed or did not answer in time, and the player was told so; refused: arrived
 * while stopping.
 */
export type InteractionOutcome = 'ok' | 'error' | 'store_unavailable' | 'refused';
/** store: a read or write of the game store that failed or timed out, whoever made it. */
export type ErrorSource = 'interaction' | 'store' | 'discord-client' | 'unhandled-rejection' | 'uncaught-exception';

export const metrics = {
  interactions: new Counter({
    name: 'scrabble_interactions_total',
    help: 'Interactions received, by kind and outcome.',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  }),
  errors: new Counter({
    name: 'scrabble_errors_total',
    help: 'Errors logged, by where they came from.',
    labelNames: ['source'] as const,
    registers: [registry],
  }),
  /** Milliseconds from the interaction's creation to its acknowledgement (Discord allows 3000). */
  ackLatency: new Histogram({
    name: 'scrabble_ack_latency_milliseconds',
    help: 'Time from an interaction to its acknowledgement.',
    buckets: [25, 50, 100, 250, 500, 1000, 2000, 3000, 5000],
    registers: [registry],
  }),
  /** Seconds from receiving an interaction to the end of its handling (all answers sent). */
  handleSeconds: new Histogram({
    name: 'scrabble_interaction_seconds',
    help: 'Time to handle an interaction completely, by kind.',
    labelNames: ['kind'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
    registers: [registry],
  }),
  renderSeconds: new Histogram({
    name: 'scrabble_render_seconds',
    help: 'Time to draw one image.',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  }),
  /** Work waiting in a bounded queue: `queueDepth.set({ queue: 'render' }, n)`. */
  queueDepth: new Gauge({
    name: 'scrabble_queue_depth',
    help: 'Items waiting in a queue, by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
  }),
  inFlight: new Gauge({
    name: 'scrabble_interactions_in_flight',
    help: 'Interactions being handled now.',
    registers: [registry],
  }),
  gatewayReady: new Gauge({
    name: 'scrabble_gateway_ready',
    help: '1 while the gateway connection is ready, else 0.',
    registers: [registry],
  }),
};

let defaults = false;
/** Process metrics (CPU, memory, event loop lag): only once something serves them. */
export function collectProcessMetrics(): void {
  if (defaults) return;
  defaults = true;
  collectDefaultMetrics({ register: registry });
}
