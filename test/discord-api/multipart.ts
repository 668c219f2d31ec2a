export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary parameter of a multipart/form-data Content-Type, if any. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data/i.test(contentType)) return null;
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

// FormData serialisers percent-escape these three characters inside quoted names.
function unescapeName(value: string): string {
  return value.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

function dispositionParam(header: string, param: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${param}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header);
  if (match) return unescapeName(match[1]!.replace(/\\(.)/g, '$1'));
  const bare = new RegExp(`(?:^|;)\\s*${param}=([^;\\s]+)`, 'i').exec(header);
  return bare ? unescapeName(bare[1]!) : undefined;
}

/** Splits a multipart/form-data body into its parts (RFC 7578), keeping file bytes intact. */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let pos = body.indexOf(delimiter);
  while (pos !== -1) {
    let start = pos + delimiter.length;
    // "--" after a delimiter marks the end of the body.
    if (body[start] === 0x2d && body[start + 1] === 0x2d) break;
    if (body.subarray(start, start + 2).equals(CRLF)) start += 2;
    const next = body.indexOf(delimiter, start);
    if (next === -1) break;
    // The CRLF before the next delimiter belongs to the delimiter, not the content.
    const end = body.subarray(next - 2, next).equals(CRLF) ? next - 2 : next;
    const headerEnd = body.indexOf(HEADER_END, start);
    if (headerEnd !== -1 && headerEnd < end) {
      const headers = new Map<string, string>();
      for (const line of body.subarray(start, headerEnd).toString('utf8').split('\r\n')) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      const disposition = headers.get('content-disposition') ?? '';
      const part: MultipartPart = {
        name: dispositionParam(disposition, 'name') ?? '',
        data: Buffer.from(body.subarray(headerEnd + HEADER_END.length, end)),
      };
      const filename = dispositionParam(disposition, 'filename');
      if (filename !== undefined) part.filename = filename;
      const type = headers.get('content-type');
      if (type !== undefined) part.contentType = type;
      parts.push(part);
    }
    pos = next;
  }
  return parts;
}
