import { createServer } from "node:net";

/**
 * A port on 127.0.0.1 that nothing listens on now, picked by the system: for a server that a test
 * starts as another process (nginx, a WebDriver), which must be told its port.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => done(port));
    });
    probe.on("error", fail);
  });
}
