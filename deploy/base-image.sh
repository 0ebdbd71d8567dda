#!/usr/bin/env bash
# Makes the base image NAME (default dataagent-base:bookworm) from Debian packages when it is missing:
# a minimal Debian bookworm with Python 3.11 (`python3`, venv, pip) and CA certificates, imported into
# Docker. For machines that reach no image registry; with a registry, the Dockerfile's default
# (python:3.11-slim-bookworm) needs none of this. Needs root, debootstrap and a Debian mirror: the first
# one this machine's apt uses, or DEBIAN_MIRROR. `--rebuild` replaces an existing image.
set -euo pipefail
rebuild=""
if [ "${1:-}" = "--rebuild" ]; then rebuild=1; shift; fi
name="${1:-dataagent-base:bookworm}"
if [ -z "$rebuild" ] && docker image inspect "$name" >/dev/null 2>&1; then
    echo "base image $name: present"
    exit 0
fi
mirror="${DEBIAN_MIRROR:-}"
if [ -z "$mirror" ]; then
    mirror="$(sed -n 's/^URIs: *\([^ ]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null \
        | grep -v security | head -n 1 || true)"
fi
if [ -z "$mirror" ]; then
    mirror="$(sed -n 's/^deb \(\[[^]]*\] \)\{0,1\}\([^ ]*\) bookworm .*/\2/p' /etc/apt/sources.list 2>/dev/null \
        | head -n 1 || true)"
fi
mirror="${mirror:-http://deb.debian.org/debian}"
rootfs="$(mktemp -d)"
trap 'rm -rf "$rootfs"' EXIT
echo "base image $name: debootstrap bookworm from $mirror"
debootstrap --variant=minbase --include=python3,python3-venv,ca-certificates bookworm "$rootfs" "$mirror" \
    >"$rootfs.log" 2>&1 || { tail -n 20 "$rootfs.log"; rm -f "$rootfs.log"; exit 1; }
rm -f "$rootfs.log"
# Certificate authorities this machine adds to Debian's (a company CA, a TLS-intercepting proxy's) are
# trusted inside the image too, by the system and by pip (which otherwise trusts only its own bundle).
if ls /usr/local/share/ca-certificates/*.crt >/dev/null 2>&1; then
    cp /usr/local/share/ca-certificates/*.crt "$rootfs/usr/local/share/ca-certificates/"
    chroot "$rootfs" update-ca-certificates >/dev/null 2>&1
fi
printf '[global]\ncert = /etc/ssl/certs/ca-certificates.crt\n' >"$rootfs/etc/pip.conf"
# apt inside the image (the Dockerfile's service stages) uses the same mirror, without lists or caches.
rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin
# An imported image carries no configuration: give it the PATH and locale a Debian image has.
tar -C "$rootfs" -c . | docker import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV LANG=C.UTF-8' --change 'CMD ["bash"]' - "$name" >/dev/null
echo "base image $name: imported"
