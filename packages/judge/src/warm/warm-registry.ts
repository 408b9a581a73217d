import fs from 'node:fs';
import type { Language } from '@codepath/contract/enums';
import type { LanguageModule } from '../languages/language.ts';
import type { Sandbox } from '../sandbox/types.ts';
import { buildOnce, isIntact } from './warm-cache.ts';
import { probeWarmToolchain } from './warm-probe.ts';
import { WARM_SANDBOX_ROOT, type WarmToolchain } from './warm-toolchain.ts';

/** Reads a file through, so all of it is in the page cache (charged to the judge, never dropped with a job's run). */
async function readIntoPageCache(file: string): Promise<void> {
  await new Promise<void>((resolve) => {
    const stream = fs.createReadStream(file, { highWaterMark: 1024 * 1024 });
    stream.on('error', () => resolve());
    stream.on('end', () => resolve());
    stream.resume();
  });
}

/** The warm files each sandbox's jobs use, per language; a language without an entry compiles and runs cold. */
const prepared = new WeakMap<Sandbox, Map<Language, WarmToolchain>>();
/** Why a language runs cold, for the self-test's report and the logs. */
const coldReasons = new WeakMap<Sandbox, Map<Language, string>>();
/** Who hears when a language of the sandbox goes cold (the judge's `onColdToolchain`). */
const coldListeners = new WeakMap<Sandbox, (language: Language, reason: string) => void>();

export function onColdToolchain(sandbox: Sandbox, listener: (language: Language, reason: string) => void): void {
  coldListeners.set(sandbox, listener);
}

function entriesOf<T>(store: WeakMap<Sandbox, Map<Language, T>>, sandbox: Sandbox): Map<Language, T> {
  let entries = store.get(sandbox);
  if (!entries) {
    entries = new Map();
    store.set(sandbox, entries);
  }
  return entries;
}

/**
 * Builds (or finds) the language's warm files, proves them in the sandbox and
 * lets the sandbox's jobs use them. Never fails a job: whatever goes wrong leaves the language cold, with
 * the reason kept. A native "sandbox" runs commands on the host, where the
 * files' sandbox path does not exist, so it stays cold.
 */
export async function prepareWarmToolchain(sandbox: Sandbox, language: LanguageModule, cacheRoot: string, workRoot: string): Promise<WarmToolchain | undefined> {
  if (!language.warmUp || sandbox.executionMethod !== 'sandbox') return undefined;
  const { warmUp } = language;
  try {
    const name = `${language.id}-${await warmUp.key()}`;
    const hostDir = await buildOnce(cacheRoot, name, (dir) => warmUp.build(dir));
    const warm = { hostDir, sandboxDir: `${WARM_SANDBOX_ROOT}/${language.id}` };
    const failure = await probeWarmToolchain(sandbox, workRoot, language, warmUp.probe, warm);
    if (failure !== undefined) throw new Error(failure);
    for (const file of warmUp.residentFiles?.() ?? []) await readIntoPageCache(file);
    entriesOf(prepared, sandbox).set(language.id, warm);
    entriesOf(coldReasons, sandbox).delete(language.id);
    return warm;
  } catch (error) {
    dropWarmToolchain(sandbox, language.id, (error as Error).message);
    return undefined;
  }
}

/**
 * The warm files to use now. Checked before every use: a folder removed since
 * (a cleaned /tmp) would fail bwrap's bind, and a truncated archive would crash
 * the JVM, so either makes the language cold instead.
 */
export function warmToolchainFor(sandbox: Sandbox, language: Language): WarmToolchain | undefined {
  const warm = prepared.get(sandbox)?.get(language);
  if (warm && !isIntact(warm.hostDir)) {
    dropWarmToolchain(sandbox, language, `${warm.hostDir} changed or is gone`);
    return undefined;
  }
  return warm;
}

export function dropWarmToolchain(sandbox: Sandbox, language: Language, reason: string): void {
  prepared.get(sandbox)?.delete(language);
  entriesOf(coldReasons, sandbox).set(language, reason);
  coldListeners.get(sandbox)?.(language, reason);
}

/** One compile went without its warm compiler (the server failed); the language stays warm. */
export function reportColdCompile(sandbox: Sandbox, language: Language, reason: string): void {
  coldListeners.get(sandbox)?.(language, reason);
}

export function coldReason(sandbox: Sandbox, language: Language): string | undefined {
  return coldReasons.get(sandbox)?.get(language);
}
