// Whether memory stayed flat: the least-squares slope of a figure over the samples after the
// warm-up, in MB per minute. The bound is on the heap left after a forced full collection (what
// is still referenced); RSS is shown beside it, since the allocator may keep freed pages.

export type Sample = {
  /** Seconds since the traffic started. */
  second: number;
  rssMb: number;
  heapMb: number;
  heapAfterGcMb: number | null;
  gcMs: number | null;
  loopP50Ms: number;
  loopP99Ms: number;
  requests: number;
  errors: number;
  chatSent: number;
  chatDelivered: number;
};

/** The slope in MB/min of `value` over `samples` (x in seconds). */
export function slopePerMinute(samples: Sample[], value: (sample: Sample) => number | null): number {
  const points = samples.flatMap((sample) => {
    const y = value(sample);
    return y === null ? [] : [{ x: sample.second / 60, y }];
  });
  if (points.length < 2) return Number.NaN;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
  const covariance = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const variance = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  return covariance / variance;
}

/** One row per minute of samples (by their order, so clock drift does not move one into the next). */
export function perMinute(samples: Sample[], everySeconds: number) {
  const perRow = Math.max(1, Math.round(60 / everySeconds));
  const rows = [];
  for (let from = 0; from < samples.length; from += perRow) {
    const group = samples.slice(from, from + perRow);
    const sum = (value: (sample: Sample) => number) => group.reduce((total, sample) => total + value(sample), 0);
    rows.push({
      minute: from / perRow + 1,
      last: group[group.length - 1]!,
      seconds: group.length * everySeconds,
      requests: sum((sample) => sample.requests),
      errors: sum((sample) => sample.errors),
      chatSent: sum((sample) => sample.chatSent),
      chatDelivered: sum((sample) => sample.chatDelivered),
      loopP99Ms: Math.max(...group.map((sample) => sample.loopP99Ms)),
    });
  }
  return rows;
}
