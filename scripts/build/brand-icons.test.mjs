import { describe, expect, it } from "vitest";
import { faviconSvg } from "../../app/lib/brand";
import { ICONS, readFavicon, renderIcon } from "./brand-icons.mjs";

const colors = { from: "#3b82f6", to: "#1d4ed8" };
const size = (png) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe("brand icons", () => {
  it("read the favicon the app makes: its two colours and its initial", () => {
    expect(readFavicon(faviconSvg("N", colors))).toEqual({ ...colors, initial: "N" });
    expect(readFavicon(faviconSvg("&", colors)).initial).toBe("&");
    expect(() => readFavicon("<svg/>")).toThrow(/not the tile/);
  });

  it("are drawn at their size from the brand, so a rebrand redraws them", async () => {
    for (const icon of ICONS) {
      const altura = await renderIcon(readFavicon(faviconSvg("A", colors)), icon);
      expect(altura.subarray(1, 4).toString()).toBe("PNG");
      expect(size(altura)).toEqual({ width: icon.size, height: icon.size });
      const northwind = await renderIcon(readFavicon(faviconSvg("N", colors)), icon);
      expect(northwind.equals(altura)).toBe(false);
    }
  });
});
