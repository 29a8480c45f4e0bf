/** A readable device description from a User-Agent header: enough to recognise one's own sessions. */
export function describeUserAgent(ua: string | null | undefined): { device: string; browser: string; os: string } {
  const s = ua ?? '';
  const browser = /Edg\//.test(s)
    ? 'Edge'
    : /OPR\/|Opera/.test(s)
      ? 'Opera'
      : /SamsungBrowser\//.test(s)
        ? 'Samsung Internet'
        : /Firefox\//.test(s)
          ? 'Firefox'
          : /Chrome\/|CriOS\//.test(s)
            ? 'Chrome'
            : /Safari\//.test(s) && /Version\//.test(s)
              ? 'Safari'
              : /curl|wget|node|undici|python|okhttp/i.test(s)
                ? 'Script'
                : s
                  ? 'Browser'
                  : 'Unknown browser';
  const os = /iPhone|iPad|iPod/.test(s)
    ? 'iOS'
    : /Android/.test(s)
      ? 'Android'
      : /Windows/.test(s)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(s)
          ? 'macOS'
          : /CrOS/.test(s)
            ? 'ChromeOS'
            : /Linux/.test(s)
              ? 'Linux'
              : 'Unknown system';
  const device = /iPad|Tablet/.test(s) ? 'Tablet' : /Mobile|iPhone|Android/.test(s) ? 'Mobile' : s ? 'Desktop' : 'Unknown device';
  return { device, browser, os };
}
