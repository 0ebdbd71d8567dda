-- task_116 (department_store, hard): Which customer ordered the most expensive product that has ever been ordered? Give the customer's name and the product's name.
WITH ordered AS (
  SELECT c.customer_name, p.product_name, p.product_price
  FROM Order_Items oi
  JOIN Products p ON p.product_id = oi.product_id
  JOIN Customer_Orders o ON o.order_id = oi.order_id
  JOIN Customers c ON c.customer_id = o.customer_id)
SELECT DISTINCT customer_name, product_name FROM ordered
WHERE product_price = (SELECT MAX(product_price) FROM ordered);
