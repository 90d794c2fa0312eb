import { Agent } from "node:http";
import { connect } from "node:net";

/**
 * For a client on this host that reaches the API through its Unix socket (UNIX_SOCKET_PATH,
 * decision 0071), as a proxy on the same host does: the tests and bench:chat.
 */

/** An http.Agent whose every connection opens the socket: the URL then names only the path and Host. */
class UnixSocketAgent extends Agent {
  constructor(private readonly socketPath: string) {
    super();
  }
  override createConnection() {
    return connect(this.socketPath);
  }
}

/** socket.io-client options that send its connections through the Unix socket at `socketPath`. */
export function throughUnixSocket(socketPath: string): { agent: string } {
  // engine.io-client's types allow only string | boolean for `agent`; in Node it takes an http.Agent.
  return { agent: new UnixSocketAgent(socketPath) as unknown as string };
}
