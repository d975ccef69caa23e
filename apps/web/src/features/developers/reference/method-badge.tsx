import { Badge } from '@mantine/core';
import type { OpenApiMethod } from '@vigil/contract';

/** The usual colours of API documentation, so the method is read before the path. */
const METHOD_COLOURS: Record<OpenApiMethod, string> = {
  get: 'blue',
  post: 'teal',
  put: 'orange',
  delete: 'red',
};

export function MethodBadge({ method }: { method: OpenApiMethod }) {
  return (
    <Badge
      color={METHOD_COLOURS[method]}
      variant="light"
      radius="sm"
      w={64}
      ff="monospace"
      style={{ flexShrink: 0 }}
    >
      {method.toUpperCase()}
    </Badge>
  );
}
