/**
 * Whether this process sends traces (decision 183), without loading any OpenTelemetry code: the
 * entry's preload starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set and records it here.
 */
export const tracingState = {
  /** True once the tracer provider and the HTTP instrumentation are registered. */
  enabled: false,
  /** Sends the spans still waiting in the batch (a stopping server calls it last). */
  flush: async (): Promise<void> => undefined,
};

/** The OTLP/HTTP collector's base address, or null when traces are off. */
export function otlpEndpoint(env: NodeJS.ProcessEnv = process.env): string | null {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return endpoint ? endpoint : null;
}
