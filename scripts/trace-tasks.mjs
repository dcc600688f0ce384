// Reading a DevTools trace of a page (measure-taps.mjs, measure-end.mjs): the
// events of the renderers' main threads, their tasks, and what each task held.

/** The complete events of the renderers' main threads in `trace`, in time order. */
export function mainThreadEvents(trace) {
  const events = trace.traceEvents ?? trace;
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  return events.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`)).sort((a, b) => a.ts - b.ts);
}

/** The main thread's tasks over `minMs` in `onMain` (`mainThreadEvents`), each
 *  with the events inside it. Tasks do not nest, so one pass finds them all. */
export function tasksOver(onMain, minMs) {
  const found = [];
  let i = 0;
  for (const task of onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.dur > minMs * 1000)) {
    while (i < onMain.length && onMain[i].ts < task.ts) i++;
    let end = i;
    while (end < onMain.length && onMain[end].ts <= task.ts + task.dur) end++;
    found.push({ task, inside: onMain.slice(i, end) });
  }
  return found;
}

/** The time (ms) `events` took, summed under `label(name)` (left out where it
 *  gives none). */
export function timeBy(events, label) {
  const sums = {};
  for (const e of events) {
    const key = label(e.name);
    if (key) sums[key] = (sums[key] ?? 0) + e.dur / 1000;
  }
  return sums;
}
