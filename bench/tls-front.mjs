// nginx from Debian's package in front of a built server, as docs/operations.md deploys it:
// TLS and HTTP/2 on a port of loopback, proxying to the server's plain HTTP/1.1. A phone reaches
// production this way, over one multiplexed connection, never the Node server's HTTP/1.1 itself
// (decision 0065). The certificate is self-signed and made per run; the browser is told to accept
// it (`--ignore-certificate-errors`, loopback only).
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

function run(command, args) {
  const result = spawnSync(command, args, { encoding: "utf8" });
  if (result.error || result.status !== 0) {
    const missing = result.error?.code === "ENOENT" ? ` — install Debian's package: apt-get install -y ${command}` : "";
    throw new Error(`${command} ${args.join(" ")} failed${missing}: ${result.stderr ?? result.error?.message ?? ""}`);
  }
}

/** Starts nginx with TLS and HTTP/2 on `port`, proxying to http://127.0.0.1:`upstreamPort`. */
export function startTlsFront({ port, upstreamPort }) {
  const dir = mkdtempSync(path.join(tmpdir(), "crewlance-tls-"));
  const file = (name) => path.join(dir, name);
  // nginx's workers run as another user when started by root, and buffer large answers on disk.
  chmodSync(dir, 0o755);
  mkdirSync(file("tmp"), { mode: 0o777 });
  chmodSync(file("tmp"), 0o777);
  run("openssl", [
    ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
    ...["-addext", "subjectAltName=IP:127.0.0.1", "-keyout", file("key.pem"), "-out", file("cert.pem")],
  ]);
  // `listen … ssl http2` is the form nginx 1.22 (Debian 12) knows; 1.25 and later write `http2 on;`.
  writeFileSync(
    file("nginx.conf"),
    `worker_processes 1;
pid ${file("nginx.pid")};
error_log ${file("error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${file("tmp/body")};
  proxy_temp_path ${file("tmp/proxy")};
  fastcgi_temp_path ${file("tmp/fastcgi")};
  uwsgi_temp_path ${file("tmp/uwsgi")};
  scgi_temp_path ${file("tmp/scgi")};
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream crewlance { server 127.0.0.1:${upstreamPort}; keepalive 16; }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${file("cert.pem")};
    ssl_certificate_key ${file("key.pem")};
    location / {
      proxy_pass http://crewlance;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
    }
  }
}
`,
  );
  run("nginx", ["-c", file("nginx.conf")]);
  return {
    baseUrl: `https://127.0.0.1:${port}`,
    stop() {
      spawnSync("nginx", ["-c", file("nginx.conf"), "-s", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
