import Fastify from "fastify";

// The ceiling of this machine: a bare Fastify hello-world, measured in the same run as the API.
const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 3181) });
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
