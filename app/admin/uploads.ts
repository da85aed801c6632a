/**
 * What the build's picture step (scripts/media.mjs, sharp) would refuse in an upload, known from
 * its bytes before it leaves the editor: a file that is no picture whatever its name says (a text
 * file named broken.jpg), a HEIC photo (the iPhone's own format, which the build cannot convert),
 * and a JPEG, PNG or WebP cut off during upload. The build stays the judge of the rest (a picture
 * too large to convert); this catches the mistakes an owner makes, in the build's words.
 */

/** The kinds of picture the build converts, by their first bytes (sharp reads the kind from them too). */
type Kind = "JPEG" | "PNG" | "WebP" | "AVIF" | "TIFF";

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The brands of an ISO media file (AVIF, HEIC): the `ftyp` box's major and compatible brands. */
function brands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const size = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset).getUint32(0));
  const found = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) found.push(ascii(bytes, at, at + 4));
  return found;
}

/** What the bytes are: a kind the build converts, "HEIC", or undefined. */
export function pictureKind(bytes: Uint8Array): Kind | "HEIC" | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "JPEG";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "PNG";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "WebP";
  if (ascii(bytes, 0, 4) === "II*\0" || ascii(bytes, 0, 4) === "MM\0*") return "TIFF";
  const boxes = brands(bytes);
  if (boxes.some((brand) => brand === "avif" || brand === "avis")) return "AVIF";
  if (boxes.some((brand) => /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(brand))) return "HEIC";
  return undefined;
}

/** Whether a picture of `kind` ends where its format says it ends (a cut upload does not). */
function complete(kind: Kind, bytes: Uint8Array): boolean {
  if (kind === "JPEG") {
    // The end-of-image marker, at the end or before the few bytes some cameras append.
    const tail = bytes.subarray(Math.max(2, bytes.length - 4096));
    return tail.some((byte, at) => byte === 0xff && tail[at + 1] === 0xd9);
  }
  if (kind === "PNG") return ascii(bytes, Math.max(0, bytes.length - 64), bytes.length).includes("IEND");
  if (kind === "WebP")
    return new DataView(bytes.buffer, bytes.byteOffset).getUint32(4, true) + 8 <= bytes.length;
  return true;
}

/**
 * The sentence for an upload the build would refuse, or undefined. `name` is the file's name as
 * chosen, `bytes` its content.
 */
export function uploadProblem(name: string, bytes: Uint8Array): string | undefined {
  const kind = pictureKind(bytes);
  if (kind === "HEIC")
    return `${name}: a HEIC photo (the iPhone's own format), which this site cannot convert: on the iPhone, share the photo as JPEG ("Most Compatible"), or save it as JPEG, and upload that.`;
  if (!kind)
    return `${name}: not a picture this site can convert (its content is no JPEG, PNG, WebP, AVIF or TIFF file, whatever its name says): save it as JPEG, PNG or WebP and upload it again.`;
  if (!complete(kind, bytes))
    return `${name}: not a complete ${kind} (the file ends early): upload it again.`;
  return undefined;
}

/** The problem of a chosen file (a `File` of a file input, or an asset Decap holds), read in full. */
export async function fileProblem(file: Blob & { name: string }): Promise<string | undefined> {
  return uploadProblem(file.name, new Uint8Array(await file.arrayBuffer()));
}

/**
 * Refuses a file that is no picture the build converts the moment it is chosen, before the editor
 * takes it in: Decap's media library uploads what is chosen in its file input, and offers no event
 * before it does. A change of a file input in the editor's page is held here (in the capture
 * phase, before the editor's own listener), the files are read, and then the change goes on, or
 * is refused in words (`tell`) and the choice cleared. The backend refuses the same files on
 * save (./checked-backend.ts), so nothing depends on this alone.
 */
export function refuseUploadsOnChoice(doc: Document, tell: (message: string) => void) {
  const checked = new WeakSet<Event>();
  doc.addEventListener(
    "change",
    (event) => {
      const input = event.target as HTMLInputElement | null;
      if (input?.type !== "file" || !input.files?.length || checked.has(event)) return;
      event.stopImmediatePropagation();
      void Promise.all([...input.files].map(fileProblem)).then((problems) => {
        const refused = problems.filter((problem): problem is string => problem !== undefined);
        if (refused.length) {
          input.value = "";
          tell(`Not uploaded:\n${refused.join("\n")}`);
          return;
        }
        const again = new Event("change", { bubbles: true });
        checked.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}
