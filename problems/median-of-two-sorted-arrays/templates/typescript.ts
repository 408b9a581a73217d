function findMedianSortedArrays(nums1: number[], nums2: number[]): number {
  // Write your solution here
  return 0.0;
}

function main(): void {
  const data: string[] = require('fs').readFileSync(0, 'utf8').split(/\s+/).filter(Boolean);
  let at = 0;
  const nums1Count = Number(data[at++]);
  const nums1 = data.slice(at, at + nums1Count).map(Number);
  at += nums1Count;
  const nums2Count = Number(data[at++]);
  const nums2 = data.slice(at, at + nums2Count).map(Number);
  at += nums2Count;
  console.log(findMedianSortedArrays(nums1, nums2).toFixed(1));
}

main();
