import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { Secret, Service } from 'kubernetes-models/v1';
import { ScaledObject } from '@kubernetes-models/keda/keda.sh/v1alpha1';

const here = import.meta.dirname;
const root = path.resolve(here, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The worker container's capabilities, as compose.yaml gives them (README.md, "The judge in a container"). */
const WORKER_CAPABILITIES = ['SYS_ADMIN', 'SETUID', 'SETGID', 'CHOWN', 'DAC_OVERRIDE', 'KILL'];

interface ComposeService {
  cap_add?: string[];
  cap_drop?: string[];
  security_opt?: string[];
  read_only?: boolean;
  image?: string;
}

describe('compose.yaml', () => {
  const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, ComposeService> };

  it('has PostgreSQL, Redis, two API servers, two workers and a proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api1', 'api2', 'postgres', 'proxy', 'redis', 'worker1', 'worker2']);
  });

  it('gives the workers exactly the privileges the sandbox needs, and the API servers none', () => {
    for (const name of ['worker1', 'worker2']) {
      const worker = compose.services[name];
      expect(worker?.cap_drop).toEqual(['ALL']);
      expect(worker?.cap_add).toEqual(WORKER_CAPABILITIES);
      expect(worker?.security_opt).toEqual(['seccomp=deploy/seccomp/worker.json', 'apparmor=unconfined', 'no-new-privileges:true']);
      expect(worker?.read_only).toBe(true);
    }
    for (const name of ['api1', 'api2']) {
      expect(compose.services[name]?.cap_add).toBeUndefined();
      expect(compose.services[name]?.security_opt).toBeUndefined();
      expect(compose.services[name]?.read_only).toBe(true);
    }
  });

  it("names the same privileges in the worker image's refusal to start and in the server's", () => {
    const entrypoint = read('deploy/worker-entrypoint.sh');
    for (const capability of WORKER_CAPABILITIES) expect(entrypoint).toMatch(new RegExp(`\\d+:${capability}\\b`));
    const sentence = '--cap-add SYS_ADMIN, SETUID, SETGID, CHOWN, DAC_OVERRIDE and KILL';
    expect(entrypoint).toContain(sentence);
    expect(entrypoint).toContain('--security-opt seccomp=deploy/seccomp/worker.json and --security-opt apparmor=unconfined');
    const serve = read('apps/server/src/serve.ts');
    expect(serve).toContain(`${sentence}, --security-opt seccomp=deploy/seccomp/worker.json and --security-opt apparmor=unconfined`);
  });
});

describe("the worker container's seccomp profile", () => {
  const profile = JSON.parse(read('deploy/seccomp/worker.json')) as {
    defaultAction: string;
    defaultErrnoRet: number;
    archMap: { architecture: string; subArchitectures: string[] }[];
    syscalls: { names: string[]; action: string }[];
  };
  const allowed = new Set(profile.syscalls.filter((rule) => rule.action === 'SCMP_ACT_ALLOW').flatMap((rule) => rule.names));

  it('allows what bubblewrap and the box runner need to build each sandbox', () => {
    for (const call of ['clone', 'clone3', 'unshare', 'mount', 'umount2', 'pivot_root', 'chroot', 'sethostname', 'seccomp', 'prctl', 'setresuid', 'capset', 'execve', 'wait4']) {
      expect(allowed.has(call), call).toBe(true);
    }
  });

  it('denies the kernel interfaces no worker needs, and fails unknown calls with ENOSYS', () => {
    for (const call of ['bpf', 'kexec_load', 'init_module', 'finit_module', 'keyctl', 'add_key', 'ptrace', 'process_vm_readv', 'userfaultfd', 'io_uring_setup', 'open_by_handle_at', 'perf_event_open', 'setns', 'fsopen', 'move_mount', 'reboot']) {
      expect(allowed.has(call), call).toBe(false);
    }
    expect(profile.defaultAction).toBe('SCMP_ACT_ERRNO');
    expect(profile.defaultErrnoRet).toBe(38);
  });

  it('allows only the 64-bit entry points', () => {
    expect(profile.archMap.map((entry) => entry.architecture).sort()).toEqual(['SCMP_ARCH_AARCH64', 'SCMP_ARCH_X86_64']);
    expect(profile.archMap.every((entry) => entry.subArchitectures.length === 0)).toBe(true);
  });
});

describe('the Kubernetes manifests', () => {
  const MODELS: Record<string, new (data: never) => { validate(): void }> = {
    'apps/v1 Deployment': Deployment,
    'v1 Service': Service,
    'v1 Secret': Secret,
    'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
    'networking.k8s.io/v1 Ingress': Ingress,
    'keda.sh/v1alpha1 ScaledObject': ScaledObject,
  };
  const documents = fs
    .readdirSync(path.join(here, 'kubernetes'))
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => parseAllDocuments(fs.readFileSync(path.join(here, 'kubernetes', file), 'utf8')).map((doc) => ({ file, object: doc.toJS() as { apiVersion: string; kind: string; spec?: unknown } })));
  const validate = (object: { apiVersion: string; kind: string }) => {
    const Model = MODELS[`${object.apiVersion} ${object.kind}`];
    if (!Model) throw new Error(`no schema for ${object.apiVersion} ${object.kind}`);
    new Model(object as never).validate();
  };

  it('hold an API Deployment, a worker Deployment, Services, an HPA and a KEDA ScaledObject', () => {
    expect(documents.map((d) => `${d.object.kind}/${(d.object as { metadata?: { name?: string } }).metadata?.name}`).sort()).toEqual([
      'Deployment/codepath-api',
      'Deployment/codepath-worker',
      'HorizontalPodAutoscaler/codepath-api',
      'Ingress/codepath',
      'ScaledObject/codepath-worker',
      'Secret/codepath',
      'Service/codepath-api',
      'Service/codepath-worker-metrics',
    ]);
  });

  it('are valid against the Kubernetes and KEDA schemas', () => {
    for (const { file, object } of documents) expect(() => validate(object), `${file}: ${object.kind}`).not.toThrow();
  });

  it('a manifest with a wrong type is refused (the check can fail)', () => {
    const worker = structuredClone(documents.find((d) => d.object.kind === 'Deployment' && d.file === 'worker.yaml')?.object) as {
      apiVersion: string;
      kind: string;
      spec: { template: { spec: { containers: { securityContext: { capabilities: { add: unknown } } }[] } } };
    };
    const container = worker.spec.template.spec.containers[0];
    if (!container) throw new Error('no container');
    container.securityContext.capabilities.add = 'SYS_ADMIN';
    expect(() => validate(worker)).toThrow(/capabilities\/add must be array/);
  });

  it('give the workers the privileges of compose.yaml', () => {
    const worker = documents.find((d) => d.object.kind === 'Deployment' && d.file === 'worker.yaml')?.object as {
      spec: { template: { spec: { containers: { securityContext: { capabilities: { add: string[]; drop: string[] }; seccompProfile: { type: string } } }[] } } };
    };
    const context = worker.spec.template.spec.containers[0]?.securityContext;
    expect(context?.capabilities).toEqual({ drop: ['ALL'], add: WORKER_CAPABILITIES });
    expect(context?.seccompProfile.type).toBe('Localhost');
  });
});

describe('the proxy (deploy/proxy/start.sh)', () => {
  it('reloads nginx when an API server comes back at another address, as after a restore', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proxy-start-'));
    try {
      const bin = path.join(dir, 'bin');
      fs.mkdirSync(bin);
      // nginx: in the foreground it waits to be stopped; `-s reload` is written down. getent: the addresses of hosts/<name>.
      fs.writeFileSync(path.join(bin, 'nginx'), `#!/bin/sh\ncase "$*" in\n  *"-s reload"*) echo reload >> "${dir}/reloads" ;;\n  *) exec sleep 600 ;;\nesac\n`, { mode: 0o755 });
      fs.writeFileSync(path.join(bin, 'getent'), `#!/bin/sh\n[ -f "${dir}/hosts/$2" ] || exit 2\nprintf '%s STREAM %s\\n' "$(cat "${dir}/hosts/$2")" "$2"\n`, { mode: 0o755 });
      fs.mkdirSync(path.join(dir, 'hosts'));
      const setAddress = (host: string, address: string | null) => {
        if (address === null) fs.rmSync(path.join(dir, 'hosts', host), { force: true });
        else fs.writeFileSync(path.join(dir, 'hosts', host), address);
      };
      setAddress('api1', '172.18.0.5');
      setAddress('api2', '172.18.0.7');
      const reloads = () => (fs.existsSync(path.join(dir, 'reloads')) ? fs.readFileSync(path.join(dir, 'reloads'), 'utf8').split('\n').filter(Boolean).length : 0);
      const proxy = spawn('sh', [path.join(here, 'proxy', 'start.sh')], {
        env: {
          PATH: `${bin}:/usr/bin:/bin`,
          CODEPATH_UPSTREAMS: 'api1:3000 api2:3000',
          PROXY_PORT: '8080',
          RESOLVE_SECONDS: '0.1',
          PROXY_TEMPLATE: path.join(here, 'proxy', 'nginx.conf.template'),
          PROXY_CONF: path.join(dir, 'nginx.conf'),
        },
        stdio: 'ignore',
      });
      const waitFor = async (check: () => boolean) => {
        for (let waited = 0; !check() && waited < 10_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
        return check();
      };
      try {
        expect(await waitFor(() => fs.existsSync(path.join(dir, 'nginx.conf')))).toBe(true);
        expect(fs.readFileSync(path.join(dir, 'nginx.conf'), 'utf8')).toContain('server api1:3000 max_fails=1 fail_timeout=5s;');
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(reloads()).toBe(0);
        // Stopped, then started again after the workers took their old addresses.
        setAddress('api1', null);
        setAddress('api2', null);
        expect(await waitFor(() => reloads() >= 1)).toBe(true);
        setAddress('api1', '172.18.0.4');
        setAddress('api2', '172.18.0.6');
        expect(await waitFor(() => reloads() >= 2)).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(reloads()).toBe(2);
      } finally {
        proxy.kill('SIGTERM');
        await new Promise((resolve) => proxy.once('exit', resolve));
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
