import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const LANDING_SCRIPT_BUDGET_BYTES = 150 * 1024;

/** The scripts the landing page loads before anything else: its entry and the chunks it preloads. */
function initialScripts(): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)];
  return sources.map((match) => path.join(dist, match[1]!.replace(/^\//, '')));
}

describe('the built web app', () => {
  it('keeps the landing page initial JavaScript within 150 KB gzipped', () => {
    const scripts = initialScripts();
    expect(scripts.length).toBeGreaterThan(0);
    const gzippedBytes = scripts.reduce((sum, file) => sum + gzipSync(fs.readFileSync(file)).length, 0);
    console.info(`landing page initial JavaScript: ${(gzippedBytes / 1024).toFixed(1)} KB gzipped in ${scripts.length} files`);
    expect(gzippedBytes).toBeLessThanOrEqual(LANDING_SCRIPT_BUDGET_BYTES);
  });

  it('leaves Monaco out of the initial scripts and in a chunk of its own', () => {
    const monacoMarker = 'MonacoEnvironment';
    for (const file of initialScripts()) expect(fs.readFileSync(file, 'utf8'), path.basename(file)).not.toContain(monacoMarker);
    const assets = fs.readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));
    expect(assets.some((name) => fs.readFileSync(path.join(dist, 'assets', name), 'utf8').includes(monacoMarker))).toBe(true);
    expect(assets.some((name) => name.startsWith('editor.worker'))).toBe(true);
  });
});
