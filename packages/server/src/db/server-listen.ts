import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import type { ListenHandlers } from './client';

const RELISTEN_MS = 1000;
const DEFAULT_HEARTBEAT_MS = 5000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), opened
 * again after a loss; a notification sent while it was away is lost, hence `connected`.
 *
 * A connection can also die without a word: a NAT or load balancer forgets an idle flow, a
 * server vanishes. TCP keepalive finds that within minutes; the heartbeat within seconds: every
 * `heartbeatMs` the connection notifies a channel only it listens on, and when the previous
 * heartbeat has not come back by then, the connection counts as lost (dropped and re-opened).
 */
export async function listenOnServer(url: string, channel: string, handlers: ListenHandlers) {
  const heartbeatMs = handlers.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const heartbeatChannel = `heartbeat_${randomBytes(8).toString('hex')}`;
  let current: { client: pg.Client; socket: net.Socket } | undefined;
  let stopped = false;
  let awaitingHeartbeat = false;
  let retry: NodeJS.Timeout | undefined;

  /** Gives up on `client`: tells the listener, tears the socket down, opens anew. */
  const lose = (client: pg.Client, socket: net.Socket) => {
    socket.destroy();
    if (current?.client !== client || stopped) return;
    current = undefined;
    handlers.connected(false);
    schedule();
  };

  const open = async () => {
    let socket!: net.Socket;
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      // A server that takes the connection and then says nothing must not hold the retry up.
      connectionTimeoutMillis: Math.max(2 * heartbeatMs, 2000),
      stream: () => (socket = new net.Socket()),
    });
    client.on('notification', (message) => {
      if (message.channel === heartbeatChannel) awaitingHeartbeat = false;
      else if (message.channel === channel) handlers.notify(message.payload ?? '');
    });
    client.on('error', () => lose(client, socket));
    client.on('end', () => lose(client, socket));
    const opening = (async () => {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      await client.query(`listen ${pg.escapeIdentifier(heartbeatChannel)}`);
    })();
    // The LISTEN itself may hang on a connection gone silent while opening.
    const timeout = setTimeout(() => socket?.destroy(), 2 * heartbeatMs + 2000);
    try {
      await opening;
    } catch (error) {
      socket?.destroy();
      throw error;
    } finally {
      clearTimeout(timeout);
    }
    if (stopped) {
      socket.destroy();
      return;
    }
    current = { client, socket };
    awaitingHeartbeat = false;
    handlers.connected(true);
  };

  const schedule = () => {
    clearTimeout(retry);
    retry = setTimeout(() => {
      if (!stopped) open().catch(schedule);
    }, RELISTEN_MS);
    retry.unref();
  };

  const beat = setInterval(() => {
    if (!current) return;
    const { client, socket } = current;
    if (awaitingHeartbeat) return lose(client, socket);
    awaitingHeartbeat = true;
    client.query(`notify ${pg.escapeIdentifier(heartbeatChannel)}`).catch(() => undefined);
  }, heartbeatMs);
  beat.unref();

  try {
    await open();
  } catch (error) {
    clearInterval(beat);
    throw error;
  }
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(beat);
    const client = current?.client;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
