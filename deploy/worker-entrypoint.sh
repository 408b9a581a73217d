#!/bin/sh
# Entry of the worker and all-in-one images (README.md, "The judge in a container").
# 1. Refuses to start, saying what is missing, when the container lacks the capabilities
#    the sandbox needs.
# 2. Lifts Docker's masks on /proc (files hidden under /dev/null, folders made read-only):
#    bubblewrap mounts a /proc per sandbox, which the kernel allows only where no part of
#    /proc is hidden. This is what `--security-opt systempaths=unconfined` does; with
#    CAP_SYS_ADMIN the container can do it itself, so the flag adds nothing.
# 3. The judge limits every run with cgroups, and Docker mounts the container's own cgroups
#    read-only: with CAP_SYS_ADMIN they are made writable. That is the container's own
#    part of the tree, a bind of the same mount with the read-only flag off, not the host's.
set -eu

PRIVILEGES='--cap-add SYS_ADMIN, SETUID, SETGID, CHOWN, DAC_OVERRIDE and KILL (the rest may be dropped), --security-opt seccomp=deploy/seccomp/worker.json and --security-opt apparmor=unconfined'

refuse() {
  echo "The judge cannot start: its sandbox cannot work in this container: $1." >&2
  echo "The worker container needs $PRIVILEGES; compose.yaml's workers have them (README.md, \"The judge in a container\")." >&2
  exit 1
}

if [ "${JUDGE_ALLOW_UNSANDBOXED:-false}" != true ] && [ "${JUDGE_ALLOW_UNSANDBOXED:-false}" != 1 ]; then
  effective="$(awk '/^CapEff:/ { print $2 }' /proc/self/status)"
  missing=""
  for capability in 0:CHOWN 1:DAC_OVERRIDE 5:KILL 6:SETGID 7:SETUID 21:SYS_ADMIN; do
    bit="${capability%%:*}"
    if [ $(( (0x$effective >> bit) & 1 )) -eq 0 ]; then missing="$missing CAP_${capability#*:}"; fi
  done
  [ "$(id -u)" = 0 ] || missing="$missing (and it runs as uid $(id -u), not root)"
  [ -z "$missing" ] || refuse "it lacks$missing"

  # Deepest first, so a mount inside another comes off before it.
  for mount_point in $(awk '$5 ~ /^\/proc\/./ { print $5 }' /proc/self/mountinfo | sort -r); do
    umount "$mount_point" 2> /dev/null || refuse "$mount_point is masked and cannot be unmasked (an AppArmor or SELinux policy?)"
  done
fi

for mount_point in $(awk '$3 ~ /^cgroup2?$/ && $4 ~ /(^|,)ro(,|$)/ { print $2 }' /proc/self/mounts); do
  mount -o remount,bind,rw "$mount_point" 2> /dev/null || true
done
exec "$@"
