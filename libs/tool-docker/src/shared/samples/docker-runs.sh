# postgres (Docker Hub "How to use this image")
docker run --name some-postgres -e POSTGRES_PASSWORD=mysecretpassword -d postgres
# nginx (Docker Hub, hosting some simple static content)
docker run --name some-nginx -v /some/content:/usr/share/nginx/html:ro -d nginx
# redis (Docker Hub, start with persistent storage)
docker run --name some-redis -d redis redis-server --save 60 1 --loglevel warning
# Portainer CE install (docs.portainer.io)
docker run -d -p 8000:8000 -p 9443:9443 --name portainer --restart=always \
  -v /var/run/docker.sock:/var/run/docker.sock \
  -v portainer_data:/data \
  portainer/portainer-ce:latest
