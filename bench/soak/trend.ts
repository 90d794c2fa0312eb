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

/** One row per whole minute: the memory of its last sample, the traffic summed over the minute. */
export function perMinute(samples: Sample[], everySeconds: number) {
  const rows: Array<{
    minute: number;
    last: Sample;
    requests: number;
    errors: number;
    chatDelivered: number;
    chatSent: number;
    loopP99Ms: number;
  }> = [];
  for (const sample of samples) {
    const minute = Math.ceil(sample.second / 60);
    let row = rows.find((r) => r.minute === minute);
    if (!row) {
      row = { minute, last: sample, requests: 0, errors: 0, chatDelivered: 0, chatSent: 0, loopP99Ms: 0 };
      rows.push(row);
    }
    row.last = sample;
    row.requests += sample.requests;
    row.errors += sample.errors;
    row.chatSent += sample.chatSent;
    row.chatDelivered += sample.chatDelivered;
    row.loopP99Ms = Math.max(row.loopP99Ms, sample.loopP99Ms);
  }
  return rows.map((row) => {
    const seconds = Math.min(
      60,
      rows.length > 0 ? samples.filter((s) => Math.ceil(s.second / 60) === row.minute).length * everySeconds : 60,
    );
    return { ...row, seconds };
  });
}
