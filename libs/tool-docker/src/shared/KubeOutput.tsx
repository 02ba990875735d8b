import { Alert, Button, ButtonsSelect, downloadFile, Row, Stack, TextInput } from '@handy-tools/ui';
import { useLingui } from '@lingui/react/macro';
import type { KubeOptions } from './kubernetes.js';

/** Props of {@link KubeFields}. */
export interface KubeFieldsProps {
  namespace: string;
  serviceType: KubeOptions['serviceType'];
  storage: string;
  onChange: (patch: Partial<Pick<KubeOptions, 'namespace' | 'serviceType' | 'storage'>>) => void;
}

/** The Kubernetes conversion's settings: namespace, Service type, PVC size. */
export function KubeFields({ namespace, serviceType, storage, onChange }: KubeFieldsProps) {
  const { t } = useLingui();
  return (
    <Row>
      <TextInput
        label={t`Namespace`}
        value={namespace}
        onChange={(namespace) => onChange({ namespace })}
        placeholder="default"
        spellCheck={false}
      />
      <ButtonsSelect<KubeOptions['serviceType']>
        label={t`Service type`}
        size="small"
        value={serviceType}
        onChange={(serviceType) => onChange({ serviceType })}
        options={[
          { value: 'ClusterIP', label: 'ClusterIP' },
          { value: 'NodePort', label: 'NodePort' },
          { value: 'LoadBalancer', label: 'LoadBalancer' },
        ]}
      />
      <TextInput
        label={t`Volume size`}
        value={storage}
        onChange={(storage) => onChange({ storage })}
        placeholder="1Gi"
        spellCheck={false}
        hint={t`Storage asked by each PersistentVolumeClaim.`}
      />
    </Row>
  );
}

/** Props of {@link YamlResult}. */
export interface YamlResultProps {
  label: string;
  yaml: string;
  fileName: string;
  notes?: readonly string[];
}

/** A YAML output with Copy and Download, and the conversion's notes below it. */
export function YamlResult({ label, yaml, fileName, notes }: YamlResultProps) {
  const { t } = useLingui();
  return (
    <Stack>
      <TextInput label={label} value={yaml} readOnly multiline rows={16} monospace copyable fileName={fileName} />
      <Row>
        <Button size="small" disabled={yaml === ''} onClick={() => downloadFile(yaml, fileName, 'application/yaml')}>
          {t`Download ${fileName}`}
        </Button>
      </Row>
      {notes && notes.length > 0 && (
        <Alert type="info" title={t`Notes`}>
          <ul data-testid="conversion-notes">
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
