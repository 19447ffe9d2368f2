// The hub bench's yardstick: a socket.io 4 server in its own process, as the app's server is, whose
// POST /emit sends one chat message to a room, the way POST /bench/fanout sends one to a hub group.
// Clients that connect with `?room=channel` join the room.
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { listeningPort, serveParent } from './hub-process';
import { benchChatMessage, type SocketIoBenchServer } from './hub-shared';
import { CHAT_MESSAGE_EVENT } from '../../src/shared/contract/hub-events';

const ROOM = 'channel';

await serveParent<SocketIoBenchServer>(async () => {
  let id = 0;
  const http = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/emit') return void response.writeHead(404).end();
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { sessionId } = JSON.parse(Buffer.concat(chunks).toString()) as { sessionId: string };
      io.to(ROOM).emit(CHAT_MESSAGE_EVENT, benchChatMessage(++id, 'socket.io', 1, sessionId));
      response.writeHead(202).end();
    });
  });
  // WebSocket only and no compression, like the hub's sockets.
  const io = new Server(http, { transports: ['websocket'], serveClient: false, perMessageDeflate: false });
  io.on('connection', (socket) => {
    if (socket.handshake.query.room === ROOM) void socket.join(ROOM);
  });
  http.listen(0, '127.0.0.1');
  const port = await listeningPort(http);
  return {
    ready: { port },
    async stop() {
      await new Promise((resolve) => io.close(resolve));
    },
  };
});
