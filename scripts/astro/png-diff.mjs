import sharp from "sharp";
const [a, b, out] = process.argv.slice(2);
const A = await sharp(a).raw().ensureAlpha().toBuffer({ resolveWithObject: true });
const B = await sharp(b).raw().ensureAlpha().toBuffer({ resolveWithObject: true });
console.log("sizes", A.info.width, A.info.height, B.info.width, B.info.height);
const w = Math.min(A.info.width, B.info.width),
  h = Math.min(A.info.height, B.info.height);
let minX = w,
  minY = h,
  maxX = -1,
  maxY = -1,
  n = 0;
for (let y = 0; y < h; y++)
  for (let x = 0; x < w; x++) {
    const i = (y * A.info.width + x) * 4,
      j = (y * B.info.width + x) * 4;
    const d =
      Math.abs(A.data[i] - B.data[j]) +
      Math.abs(A.data[i + 1] - B.data[j + 1]) +
      Math.abs(A.data[i + 2] - B.data[j + 2]);
    if (d > 24) {
      n++;
      minX = Math.min(minX, x);
      minY = Math.min(minY, y);
      maxX = Math.max(maxX, x);
      maxY = Math.max(maxY, y);
    }
  }
console.log("differing px", n, "bbox", minX, minY, maxX, maxY);
if (out && n) {
  const top = Math.max(0, minY - 50),
    height = Math.min(h - top, maxY - minY + 100, 1200);
  await sharp(a)
    .extract({ left: 0, top, width: w, height })
    .toFile(out + "-main.png");
  await sharp(b)
    .extract({ left: 0, top, width: w, height })
    .toFile(out + "-astro.png");
}
