/** Memory in KB as every screen shows it: KB below 1 MB, MB with one decimal from there ("32.4 MB"). */
export function formatMemory(kb: number): string {
  return kb < 1024 ? `${kb} KB` : `${(kb / 1024).toFixed(1)} MB`;
}
