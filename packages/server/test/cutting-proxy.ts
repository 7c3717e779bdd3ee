import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a PostgreSQL server that, when told to, resets a connection the
 * moment its client sends a given statement: a connection lost at exactly that step, as a
 * network or a server failing mid-request would lose it.
 */
export async function startCuttingProxy(serverUrl: string, port: number) {
  const target = new URL(serverUrl);
  let cutOn: Buffer | undefined;
  let cuts = 0;
  const open = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk) => {
      // A statement's text travels whole and ends with a NUL in the protocol's messages.
      if (cutOn && chunk.includes(cutOn)) {
        cuts++;
        client.resetAndDestroy();
        upstream.destroy();
      } else upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  const url = new URL(serverUrl);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    /** From now on, cuts every connection that sends `statement`; undefined stops it. */
    cutOn(statement: string | undefined) {
      cutOn = statement === undefined ? undefined : Buffer.from(`${statement}\0`);
    },
    get cuts() {
      return cuts;
    },
    close: async () => {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
