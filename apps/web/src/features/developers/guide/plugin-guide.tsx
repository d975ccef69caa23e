import { Anchor, Grid, List, Paper, Stack, Tabs, Text } from '@mantine/core';
import {
  DEVELOPERS_CODE as CODE,
  DEVELOPERS_GUIDE as G,
  DEVELOPERS_SCREEN_TEXTS as T,
  type DevelopersGuideSection,
} from '@vigil/contract';
import { CodeBlock } from '../code-block';
import { InlineCode } from '../inline-code';
import { FactsTable } from './facts-table';
import { GuideSection } from './guide-section';

const SECTIONS = Object.keys(G) as DevelopersGuideSection[];

/** Samples name the server the page came from, so they can be pasted as they are. */
function origin(): string {
  return window.location.origin;
}

function SigningSamples() {
  return (
    <Tabs defaultValue="node" variant="outline">
      <Tabs.List>
        <Tabs.Tab value="node">{CODE.signingNodeLabel}</Tabs.Tab>
        <Tabs.Tab value="php">{CODE.signingPhpLabel}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="node" pt="sm">
        <CodeBlock
          label={CODE.signingSample(CODE.signingNodeLabel)}
          code={CODE.signingNode(origin())}
        />
      </Tabs.Panel>
      <Tabs.Panel value="php" pt="sm">
        <CodeBlock
          label={CODE.signingSample(CODE.signingPhpLabel)}
          code={CODE.signingPhp(origin())}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

/** The sections' own content beside their paragraphs. */
function SectionBody({ section }: { section: DevelopersGuideSection }) {
  switch (section) {
    case 'start':
      return null;
    case 'wordpress':
      return (
        <List type="ordered" size="sm" spacing={6} maw={760} aria-label={G.wordpress.stepsLabel}>
          {G.wordpress.steps.map((step) => (
            <List.Item key={step}>
              <InlineCode text={step} />
            </List.Item>
          ))}
        </List>
      );
    case 'signing':
      return (
        <>
          <FactsTable
            label={T.headersTable}
            nameHeader={T.headerColumn}
            valueHeader={T.meaningColumn}
            facts={G.signing.headers}
          />
          <CodeBlock label={G.signing.layoutLabel} code={G.signing.layout} />
          <CodeBlock label={G.signing.exampleLabel} code={G.signing.example} />
          <SigningSamples />
        </>
      );
    case 'connect':
      return <CodeBlock label={CODE.connectLabel} code={CODE.connect} />;
    case 'content':
      return (
        <>
          <CodeBlock label={CODE.submitLabel} code={CODE.submit} />
          <FactsTable
            label={G.content.limitsLabel}
            nameHeader={T.contentTypeColumn}
            valueHeader={T.limitColumn}
            facts={G.content.limits}
          />
          <Text size="sm" c="dimmed" maw={760}>
            {G.content.credits}
          </Text>
        </>
      );
    case 'status':
      return (
        <>
          <CodeBlock label={CODE.statusLabel} code={CODE.status} />
          <FactsTable
            label={T.statusesTable}
            nameHeader={T.statusColumn}
            valueHeader={T.meaningColumn}
            facts={G.status.statuses}
          />
        </>
      );
    case 'callbacks':
      return (
        <>
          <CodeBlock label={CODE.callbackLabel} code={CODE.callback} />
          <Text size="sm" maw={760}>
            {G.callbacks.sdkNote}
          </Text>
          <CodeBlock label={CODE.verifyLabel} code={CODE.verify} />
        </>
      );
    case 'sdk':
      return <CodeBlock label={CODE.sdkLabel} code={CODE.sdk(origin())} />;
    case 'errors':
      return (
        <FactsTable
          label={T.errorsTable}
          nameHeader={T.statusColumn}
          valueHeader={T.meaningColumn}
          facts={G.errors.rows}
        />
      );
  }
}

/** The plugin author's guide, with a contents list that stays in view on wide screens. */
export function PluginGuide() {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 9 }} order={{ base: 2, lg: 1 }}>
        <Stack gap="lg">
          {SECTIONS.map((section) => (
            <GuideSection
              key={section}
              id={section}
              title={G[section].title}
              paragraphs={G[section].paragraphs}
            >
              <SectionBody section={section} />
            </GuideSection>
          ))}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 3 }} order={{ base: 1, lg: 2 }}>
        <Paper
          withBorder
          p="md"
          component="nav"
          aria-label={T.contentsLabel}
          style={{ position: 'sticky', top: 76 }}
        >
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb="xs">
            {T.contentsLabel}
          </Text>
          <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
            {SECTIONS.map((section) => (
              <li key={section}>
                <Anchor href={`#${section}`} size="sm">
                  {G[section].title}
                </Anchor>
              </li>
            ))}
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
