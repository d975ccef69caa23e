import { Box } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The server's QR code SVG, cleaned by DOMPurify (SVG profile: no scripts, no foreign
 * objects, no event handlers) and then shown as an image: an <img> never runs what it shows,
 * so even a purifier bypass could not reach the page. White behind it so dark mode scans.
 */
export function QrCodeImage({ svg, alt }: { svg: string; alt: string }) {
  const source = useMemo(() => {
    const clean = DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: false } });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(clean)}`;
  }, [svg]);
  return (
    <Box bg="white" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)', lineHeight: 0 }}>
      <img src={source} alt={alt} width={184} height={184} />
    </Box>
  );
}
