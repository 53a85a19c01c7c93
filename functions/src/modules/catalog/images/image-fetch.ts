/**
 * An image fetched by its URL (a products CSV's image columns, issue 37), judged and stored like an
 * upload: the same size limit, the same magic-byte check, the same resized variants.
 *
 * The server fetching an address somebody typed is the classic server-side request forgery: an
 * address of the cloud's metadata server or of the project's own network would be read with the
 * function's rights. So every connection goes through request-filtering-agent's agents, which refuse
 * private, link-local, loopback and reserved addresses after the DNS lookup (a public name that
 * resolves to 10.0.0.1 is refused too, and a redirect is checked again at each hop). Under the
 * emulators only loopback is let through, so tests can serve the pictures from a local server.
 */
import http from "node:http";
import https from "node:https";
import { useAgent } from "request-filtering-agent";
import { IMAGE_UPLOAD_MAX_BYTES } from "@cocoa/contracts";
import { shopConfig } from "../../../platform/config";
import { sniffImage, type ImageKind } from "./image-types";

export type ImageFetchProblem =
  /** Not an http(s) address, or one of a private or reserved network. */
  | "productsCsv.imageAddressRefused"
  /** No answer, an error status, too many redirects or too slow. */
  | "productsCsv.imageUnreachable"
  | "productsCsv.imageTooLarge"
  | "productsCsv.imageNotAnImage";

export type FetchedImage = { bytes: Buffer; kind: ImageKind } | { problem: ImageFetchProblem };

const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 15_000;

class Refused extends Error {
  constructor(readonly problem: ImageFetchProblem) {
    super(problem);
  }
}

function agentFor(url: URL): http.Agent {
  // IPv4 only: the library matches each range against every address, and an IPv6 range throws on an IPv4 one.
  const loopback = shopConfig().emulated ? ["127.0.0.1/8"] : [];
  return useAgent(url.href, { allowIPAddressList: loopback, timeout: TIMEOUT_MS });
}

/** One GET: the body up to `maxBytes`, or the redirect's next address. */
function get(url: URL, maxBytes: number, signal: AbortSignal): Promise<{ redirect: URL } | { bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.get(url, { agent: agentFor(url), signal, headers: { accept: "image/*", "user-agent": "CocoaAtelier-ProductImport/1" } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        try {
          resolve({ redirect: new URL(response.headers.location, url) });
        } catch {
          reject(new Refused("productsCsv.imageUnreachable"));
        }
        return;
      }
      if (status !== 200) {
        response.resume();
        reject(new Refused("productsCsv.imageUnreachable"));
        return;
      }
      if (Number(response.headers["content-length"]) > maxBytes) {
        response.destroy();
        reject(new Refused("productsCsv.imageTooLarge"));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          response.destroy();
          reject(new Refused("productsCsv.imageTooLarge"));
          return;
        }
        chunks.push(chunk);
      });
      response.on("end", () => resolve({ bytes: Buffer.concat(chunks) }));
      response.on("error", () => reject(new Refused("productsCsv.imageUnreachable")));
    });
    // The agent's refusal of an address arrives as the request's error, before any byte is sent.
    request.on("error", (error) => reject(error instanceof Refused ? error : new Refused(/is not allowed/.test(error.message) ? "productsCsv.imageAddressRefused" : "productsCsv.imageUnreachable")));
  });
}

/** The image at `address` (redirects followed, each hop checked), or why it could not be taken. */
export async function fetchImage(address: string, maxBytes = IMAGE_UPLOAD_MAX_BYTES): Promise<FetchedImage> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { problem: "productsCsv.imageAddressRefused" };
  }
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (url.protocol !== "http:" && url.protocol !== "https:") return { problem: "productsCsv.imageAddressRefused" };
      if (url.username || url.password) return { problem: "productsCsv.imageAddressRefused" };
      const answer = await get(url, maxBytes, signal);
      if ("redirect" in answer) {
        url = answer.redirect;
        continue;
      }
      const kind = answer.bytes.length > 0 ? sniffImage(answer.bytes) : null;
      return kind ? { bytes: answer.bytes, kind } : { problem: "productsCsv.imageNotAnImage" };
    }
    return { problem: "productsCsv.imageUnreachable" };
  } catch (error) {
    return { problem: error instanceof Refused ? error.problem : "productsCsv.imageUnreachable" };
  }
}
