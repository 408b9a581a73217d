/** A static editor-like picture for the hero: it shows what the product is about at a glance. */
export function CodePreview() {
  return (
    <div
      className="overflow-hidden rounded-2xl border border-slate-800 bg-slate-900 shadow-2xl shadow-indigo-950/30"
      aria-label="Example of a solution being judged"
      role="img"
    >
      <div className="flex items-center gap-2 border-b border-slate-800 px-4 py-3">
        <span className="size-3 rounded-full bg-rose-500/80" />
        <span className="size-3 rounded-full bg-amber-400/80" />
        <span className="size-3 rounded-full bg-emerald-500/80" />
        <span className="ml-3 font-mono text-xs text-slate-400">two_sum.py</span>
      </div>
      <pre className="overflow-x-auto px-4 py-4 font-mono text-[13px] leading-6 text-slate-300">
        <span className="text-violet-400">def</span> <span className="text-sky-300">two_sum</span>(nums, target):{'\n'}
        {'    '}seen = {'{}'}{'\n'}
        {'    '}<span className="text-violet-400">for</span> i, x <span className="text-violet-400">in</span> enumerate(nums):{'\n'}
        {'        '}<span className="text-violet-400">if</span> target - x <span className="text-violet-400">in</span> seen:{'\n'}
        {'            '}<span className="text-violet-400">return</span> [seen[target - x], i]{'\n'}
        {'        '}seen[x] = i
      </pre>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-slate-800 bg-slate-950/60 px-4 py-3 text-xs">
        <span className="font-semibold text-emerald-400">Accepted</span>
        <span className="text-slate-400">12 / 12 tests</span>
        <span className="text-slate-400">38 ms</span>
        <span className="text-slate-400">sandboxed</span>
      </div>
    </div>
  );
}
